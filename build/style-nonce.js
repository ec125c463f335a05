// The first module of every app's entry (build/webpack.app.js): each <style> element a script
// of the page creates carries the page's CSP nonce (build/index.html's csp-nonce meta), so the
// policy can refuse <style> that arrives in markup while antd's cssinjs, its icons, and the
// libraries that take no nonce option (rc-util's scroll locker and scrollbar measure, the
// demos' calendar and editor) still style the page. A script that runs here can already do
// anything; what the nonce keeps out is injected HTML, which the parser builds without
// createElement. docs/security.md, "Headers and the Content-Security-Policy".
const meta = typeof document === 'undefined' ? null : document.querySelector('meta[property="csp-nonce"]');
// Chromium and Firefox hide a nonce from the attribute once the policy applies; the property keeps it.
const nonce = meta ? meta.nonce || meta.getAttribute('nonce') : '';
if (nonce && nonce !== '__CSP_NONCE__') {
  const createElement = Document.prototype.createElement;
  Document.prototype.createElement = function createElementWithNonce(tagName, options) {
    const element = createElement.call(this, tagName, options);
    if (element.localName === 'style') element.nonce = nonce;
    return element;
  };
}
