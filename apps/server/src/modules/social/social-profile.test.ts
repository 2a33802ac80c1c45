import { describe, expect, it } from 'vitest';
import { readSocialProfile } from './social-profile.ts';

describe('readSocialProfile', () => {
  it.each([
    [
      'Graph API (Facebook, Instagram)',
      { id: '10', name: 'Dana Realty', picture: { data: { url: 'https://cdn.example/p.jpg' } } },
      { id: '10', name: 'Dana Realty', picture: 'https://cdn.example/p.jpg' },
    ],
    [
      'LinkedIn userinfo',
      { sub: 'li-1', given_name: 'Dana', family_name: 'Agent', picture: 'https://media.example/d.png' },
      { id: 'li-1', name: 'Dana Agent', picture: 'https://media.example/d.png' },
    ],
    [
      'X users/me',
      { data: { id: '77', name: 'Dana', username: 'dana_homes', profile_image_url: 'https://pbs.example/d.jpg' } },
      { id: '77', name: 'Dana', picture: 'https://pbs.example/d.jpg' },
    ],
    ['X without a name', { data: { id: '77', username: 'dana_homes' } }, { id: '77', name: 'dana_homes', picture: null }],
    ['nothing useful', { hello: 'world' }, { id: null, name: null, picture: null }],
    ['not an object', 'oops', { id: null, name: null, picture: null }],
  ])('%s', (_, body, profile) => expect(readSocialProfile(body)).toEqual(profile));
});
