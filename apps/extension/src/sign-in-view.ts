import { SERVER_ADDRESS_MESSAGE, serverOrigin } from '@porchlight/domain/extension/server-address';
import { field, h, showFieldError, valueOf } from './dom';
import { callApi } from './porchlight-api';
import { saveSignIn, type SignIn } from './settings';

type Me = { key: { name: string }; agent: { name: string; email: string } };

/** The first screen: the agent's Porchlight address and the device key made in Settings > API. */
export function signInView(onSignedIn: (signIn: SignIn) => void): HTMLElement {
  const status = h('p', { role: 'status' });
  const button = h('button', { type: 'submit', class: 'primary' }, 'Sign in');
  const form = h(
    'form',
    { novalidate: true },
    field('Porchlight address', 'server', '', { placeholder: 'https://crm.example.com', autocomplete: 'url', inputmode: 'url' }),
    field('Device key', 'key', '', { type: 'password', placeholder: 'pl_live_…', autocomplete: 'off' }),
    button,
    status,
  );
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const server = serverOrigin(valueOf(form, 'server'));
    const key = valueOf(form, 'key');
    if (!server) return showFieldError(form, status, 'server', SERVER_ADDRESS_MESSAGE);
    if (!key) return showFieldError(form, status, 'key', 'Paste the device key you made in Porchlight, Settings > API');
    button.disabled = true;
    const me = await callApi<Me>({ server, key }, 'GET', '/me');
    button.disabled = false;
    if (!me.ok) return showFieldError(form, status, me.status === 401 || me.status === 403 ? 'key' : 'server', me.message);
    const signIn = { server, key, agentName: me.body.agent.name || me.body.agent.email };
    await saveSignIn(signIn);
    onSignedIn(signIn);
  });
  return h(
    'div',
    { class: 'grid' },
    h('h1', {}, 'Sign in to Porchlight'),
    h(
      'p',
      { class: 'muted' },
      'In Porchlight, open Settings > API and create a device key under Browser extension. The extension never asks for your password.',
    ),
    form,
  );
}
