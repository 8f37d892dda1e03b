const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  )

/** The local issuer's sign-in page: pick a suggested handle or type one. Plain HTML, no script. */
export function signInPage(input: { title: string; suggestions: string[]; error?: string; value?: string }): string {
  const title = escape(input.title || 'the provider')
  const picks = input.suggestions
    .map((handle) => `<button type="submit" name="handle" value="${escape(handle)}">@${escape(handle)}</button>`)
    .join('')
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in to ${title} (local)</title>
<style>
  body { font-family: system-ui, sans-serif; background: #101418; color: #f3f3f3; margin: 0; }
  main { max-width: 420px; margin: 10vh auto; padding: 24px; background: #1c232b; border-radius: 12px; }
  h1 { font-size: 1.4rem; margin-top: 0; }
  p { color: #c9d1d9; }
  form { display: grid; gap: 12px; }
  .picks { display: flex; flex-wrap: wrap; gap: 8px; }
  button { font: inherit; padding: 10px 14px; border-radius: 8px; border: 1px solid #4b5a69; background: #26303a; color: #fff; cursor: pointer; }
  button.primary { background: #2b7bd6; border-color: #2b7bd6; }
  input { font: inherit; padding: 10px; border-radius: 8px; border: 1px solid #4b5a69; background: #0d1115; color: #fff; }
  .error { color: #ffb4a8; }
</style>
</head>
<body>
<main>
  <h1>Sign in to ${title}</h1>
  <p>Local sign-in server standing in for ${title}. Choose an account or type a handle.</p>
  <form method="post">
    <div class="picks" role="group" aria-label="Suggested accounts">${picks}</div>
  </form>
  <form method="post">
    <label for="handle">Handle</label>
    <input id="handle" name="handle" autocomplete="username" required maxlength="30" pattern="[A-Za-z0-9_]{1,30}" value="${escape(input.value ?? '')}">
    ${input.error ? `<p class="error" role="alert">${escape(input.error)}</p>` : ''}
    <button class="primary" type="submit">Sign in</button>
    <button type="submit" name="cancel" value="1" formnovalidate>Cancel</button>
  </form>
</main>
</body>
</html>`
}
