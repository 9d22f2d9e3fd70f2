/** The words the snippet shows the site's visitors, in the screen's language. */
export interface SnippetWords {
  name: string;
  email: string;
  phone: string;
  vehicle: string;
  message: string;
  send: string;
  thanks: string;
  error: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A form to paste into a page: it posts to the store's capture address with a script (JSON, so the answer stays on
 * the page), and still posts as a plain form without one. `website` is the spam trap: hidden from people, filled by bots.
 */
export function formSnippet(captureUrl: string, words: SnippetWords): string {
  const w = Object.fromEntries(
    Object.entries(words).map(([k, v]) => [k, escapeHtml(v)]),
  ) as unknown as SnippetWords;
  return `<form action="${escapeHtml(captureUrl)}" method="post" data-lead-manager-form>
  <p><label>${w.name} <input name="name" autocomplete="name" required></label></p>
  <p><label>${w.email} <input type="email" name="email" autocomplete="email"></label></p>
  <p><label>${w.phone} <input type="tel" name="phone" autocomplete="tel"></label></p>
  <p><label>${w.vehicle} <input name="vehicleInterest"></label></p>
  <p><label>${w.message} <textarea name="message"></textarea></label></p>
  <input type="text" name="website" tabindex="-1" autocomplete="off" aria-hidden="true" style="position:absolute;left:-9999px">
  <p><button type="submit">${w.send}</button></p>
  <p data-lead-manager-status role="status"></p>
</form>
<script>
document.querySelectorAll('form[data-lead-manager-form]').forEach(function (form) {
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var status = form.querySelector('[data-lead-manager-status]');
    fetch(form.action, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(Object.fromEntries(new FormData(form)))
    }).then(function (answer) {
      if (!answer.ok) throw new Error(String(answer.status));
      form.reset();
      status.textContent = ${JSON.stringify(words.thanks)};
    }).catch(function () {
      status.textContent = ${JSON.stringify(words.error)};
    });
  });
});
</script>`;
}

/** For a site with its own form: one function to call with the visitor's answers. */
export function scriptSnippet(captureUrl: string): string {
  return `<script>
function sendLeadToLeadManager(fields) {
  // fields: { name, email, phone, vehicleInterest, message }
  return fetch(${JSON.stringify(captureUrl)}, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fields)
  }).then(function (answer) {
    if (!answer.ok) throw new Error('Lead Manager answered ' + answer.status);
    return answer.json();
  });
}
</script>`;
}
