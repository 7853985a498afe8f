import { DEMO_USERS } from './demo-accounts';

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The stand-in for Google's account chooser and consent screen: every demo Google user with the
 * channels it can authorise (Brand Account channels need this choice), and a way to deny.
 */
export function consentPage(params: Record<string, string>, clientId: string) {
  const hidden = Object.entries(params)
    .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`)
    .join('');
  const users = DEMO_USERS.map(
    (user) => `
      <section>
        <h2>${escape(user.name)} <small>${escape(user.email)}</small></h2>
        ${user.channels
          .map(
            (channel) => `
          <form method="post" action="/o/oauth2/v2/auth/approve">
            ${hidden}<input type="hidden" name="channel_id" value="${escape(channel.id)}">
            <button type="submit" data-channel-id="${escape(channel.id)}">Continue as ${escape(channel.title)}</button>
          </form>`,
          )
          .join('')}
      </section>`,
  ).join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sign in - Google Accounts (emulator)</title>
<style>
  body { font-family: system-ui, sans-serif; max-width: 560px; margin: 40px auto; padding: 0 16px; color: #202124; }
  section { border: 1px solid #dadce0; border-radius: 8px; padding: 12px 16px; margin: 12px 0; }
  h2 { font-size: 16px; margin: 4px 0 8px; } small { color: #5f6368; font-weight: normal; }
  button { display: block; width: 100%; text-align: left; padding: 10px; margin: 6px 0; border: 1px solid #dadce0; border-radius: 6px; background: #fff; cursor: pointer; font-size: 14px; }
  button:hover { background: #f1f3f4; } .deny { text-align: center; color: #d93025; }
</style></head>
<body>
  <h1>Choose an account</h1>
  <p>to continue to <strong>${escape(clientId)}</strong>. This is the local Google emulator: no real account is used.</p>
  <p>The app asks to: see your email and profile, and manage your YouTube account (${escape(params.scope ?? '')}).</p>
  ${users}
  <form method="post" action="/o/oauth2/v2/auth/deny">${hidden}<button class="deny" type="submit">Cancel (deny access)</button></form>
</body></html>`;
}

export function errorPage(message: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Error 400</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 560px; margin: 40px auto;">
<h1>Access blocked: authorisation error</h1><p>Error 400: invalid_request</p><p>${escape(message)}</p></body></html>`;
}
