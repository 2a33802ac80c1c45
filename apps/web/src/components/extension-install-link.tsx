import { useAppConfig } from '@/lib/app-config';

/**
 * Where agents get the browser extension: the store listing this server's operator published
 * (EXTENSION_INSTALL_URL, docs/extension.md), or, when there is none yet, who to ask. Shown by the
 * setup guide's extension step and by Settings > API.
 */
export function ExtensionInstallLink() {
  const url = useAppConfig().data?.extensionInstallUrl;
  if (!url)
    return (
      <>Ask whoever runs your Porchlight for the extension: they publish it to the browsers' add-on stores (docs/extension.md says how).</>
    );
  return (
    <>
      <a href={url} target="_blank" rel="noreferrer" className="font-medium text-primary underline-offset-4 hover:underline">
        Install the Porchlight extension
      </a>
      .
    </>
  );
}
