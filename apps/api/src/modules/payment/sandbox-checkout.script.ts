/**
 * The sandbox's `checkout.js` (served as a file: the CSP allows no inline script). It defines
 * `window.Razorpay` with Razorpay's constructor options (key, amount, currency, order_id, name,
 * description, prefill, theme, handler, modal.ondismiss), `on('payment.failed', cb)` and `open()`,
 * and opens an accessible dialog: labelled, focus kept inside, Esc dismisses.
 */
export const SANDBOX_CHECKOUT_JS = String.raw`(function () {
  'use strict';
  var base = (document.currentScript && document.currentScript.src) || location.origin + '/api/payment/sandbox/checkout.js';
  var root = base.replace(/\/checkout\.js(\?.*)?$/, '');
  function css() {
    if (document.getElementById('aurelle-sandbox-css')) return;
    var link = document.createElement('link');
    link.id = 'aurelle-sandbox-css';
    link.rel = 'stylesheet';
    link.href = root + '/checkout.css';
    document.head.appendChild(link);
  }
  function el(tag, cls, text) {
    var node = document.createElement(tag);
    if (cls) node.className = cls;
    if (text !== undefined) node.textContent = text;
    return node;
  }
  // The dialog speaks the page's language (<html lang>): English, or French.
  var TEXTS = {
    en: { locale: 'en-IN', checkout: 'Checkout', method: 'Payment method', card: 'Card', upi: 'UPI', netbanking: 'Net banking',
          pay: 'Pay ', fail: 'Fail payment', cancel: 'Cancel', processing: 'Processing…', failed: 'Payment failed' },
    fr: { locale: 'fr-FR', checkout: 'Paiement', method: 'Moyen de paiement', card: 'Carte', upi: 'UPI', netbanking: 'Virement bancaire',
          pay: 'Payer ', fail: 'Faire échouer le paiement', cancel: 'Annuler', processing: 'Traitement…', failed: 'Le paiement a échoué' }
  };
  function texts() {
    var lang = (document.documentElement.getAttribute('lang') || 'en').slice(0, 2).toLowerCase();
    return TEXTS[lang] || TEXTS.en;
  }
  function money(amount, currency) {
    try { return new Intl.NumberFormat(texts().locale, { style: 'currency', currency: currency }).format(amount / 100); }
    catch (e) { return currency + ' ' + (amount / 100).toFixed(2); }
  }
  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    this.options = options || {};
    this.listeners = {};
  }
  Razorpay.prototype.on = function (event, callback) {
    (this.listeners[event] = this.listeners[event] || []).push(callback);
    return this;
  };
  Razorpay.prototype.emit = function (event, payload) {
    (this.listeners[event] || []).forEach(function (cb) { cb(payload); });
  };
  Razorpay.prototype.close = function () {
    // The page behind comes back to assistive technology and the keyboard.
    (this.hidden || []).forEach(function (node) { node.inert = false; node.removeAttribute('aria-hidden'); });
    this.hidden = [];
    if (this.overlay && this.overlay.parentNode) this.overlay.parentNode.removeChild(this.overlay);
    document.removeEventListener('keydown', this.onKey, true);
    if (this.opener && this.opener.focus) this.opener.focus();
    this.overlay = null;
  };
  Razorpay.prototype.open = function () {
    var self = this;
    var o = this.options;
    var t = texts();
    css();
    this.opener = document.activeElement;
    var overlay = el('div', 'aurelle-sandbox');
    var dialog = el('div', 'aurelle-sandbox__dialog');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.setAttribute('aria-labelledby', 'aurelle-sandbox-title');
    dialog.setAttribute('aria-describedby', 'aurelle-sandbox-amount');
    var title = el('h2', 'aurelle-sandbox__title', (o.name || t.checkout) + ' · Sandbox');
    title.id = 'aurelle-sandbox-title';
    var amount = el('p', 'aurelle-sandbox__amount', money(o.amount, o.currency || 'INR'));
    amount.id = 'aurelle-sandbox-amount';
    var description = el('p', 'aurelle-sandbox__text', o.description || '');
    var fieldset = el('fieldset', 'aurelle-sandbox__methods');
    fieldset.appendChild(el('legend', '', t.method));
    [['card', t.card], ['upi', t.upi], ['netbanking', t.netbanking]].forEach(function (m, i) {
      var label = el('label', 'aurelle-sandbox__method');
      var input = document.createElement('input');
      input.type = 'radio'; input.name = 'aurelle-sandbox-method'; input.value = m[0]; input.checked = i === 0;
      label.appendChild(input); label.appendChild(document.createTextNode(' ' + m[1]));
      fieldset.appendChild(label);
    });
    var status = el('p', 'aurelle-sandbox__status');
    status.setAttribute('role', 'status');
    var pay = el('button', 'aurelle-sandbox__pay', t.pay + money(o.amount, o.currency || 'INR'));
    pay.type = 'button';
    var fail = el('button', 'aurelle-sandbox__fail', t.fail);
    fail.type = 'button';
    var cancel = el('button', 'aurelle-sandbox__close', t.cancel);
    cancel.type = 'button';
    [title, amount, description, fieldset, pay, fail, cancel, status].forEach(function (n) { dialog.appendChild(n); });
    overlay.appendChild(dialog);
    document.body.appendChild(overlay);
    this.overlay = overlay;
    // aria-modal alone does not hide the page: make everything else inert while the dialog is open.
    this.hidden = Array.prototype.filter.call(document.body.children, function (node) {
      return node !== overlay && !node.inert && node.getAttribute('aria-hidden') !== 'true';
    });
    this.hidden.forEach(function (node) { node.inert = true; node.setAttribute('aria-hidden', 'true'); });
    function method() {
      var checked = dialog.querySelector('input[name="aurelle-sandbox-method"]:checked');
      return checked ? checked.value : 'card';
    }
    function dismiss() {
      self.close();
      if (o.modal && typeof o.modal.ondismiss === 'function') o.modal.ondismiss();
    }
    function send(outcome) {
      pay.disabled = fail.disabled = true;
      status.textContent = t.processing;
      fetch(root + '/pay', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ razorpay_order_id: o.order_id, outcome: outcome, method: method() })
      }).then(function (r) { return r.json(); }).then(function (result) {
        if (result && result.razorpay_signature) {
          self.close();
          if (typeof o.handler === 'function') o.handler(result);
        } else {
          status.textContent = (result && result.error && result.error.description) || t.failed;
          pay.disabled = fail.disabled = false;
          self.emit('payment.failed', result);
        }
      }, function () {
        status.textContent = t.failed;
        pay.disabled = fail.disabled = false;
      });
    }
    pay.addEventListener('click', function () { send('paid'); });
    fail.addEventListener('click', function () { send('failed'); });
    cancel.addEventListener('click', dismiss);
    this.onKey = function (event) {
      if (event.key === 'Escape') { event.preventDefault(); dismiss(); return; }
      if (event.key !== 'Tab') return;
      var focusable = dialog.querySelectorAll('button:not([disabled]), input');
      var first = focusable[0];
      var last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) { event.preventDefault(); last.focus(); }
      else if (!event.shiftKey && document.activeElement === last) { event.preventDefault(); first.focus(); }
    };
    document.addEventListener('keydown', this.onKey, true);
    pay.focus();
  };
  window.Razorpay = Razorpay;
})();
`;

/** The dialog's stylesheet, in the shop's colours and type (@aurelle/ui's styles/tokens.css). */
export const SANDBOX_CHECKOUT_CSS = `.aurelle-sandbox{position:fixed;inset:0;z-index:100000;display:flex;align-items:center;justify-content:center;background:rgba(28,27,26,.55)}
.aurelle-sandbox__dialog{background:#fbf9f6;color:#1c1b1a;width:min(92vw,380px);padding:28px;border-top:2px solid #b08d57;font-family:Manrope,Inter,system-ui,sans-serif;box-shadow:0 12px 40px rgba(0,0,0,.25)}
.aurelle-sandbox__title{font-family:'Cormorant Garamond',Georgia,serif;font-weight:500;font-size:24px;margin:0 0 8px}
.aurelle-sandbox__amount{font-size:28px;margin:0 0 4px}
.aurelle-sandbox__text{color:#6b645a;margin:0 0 16px}
.aurelle-sandbox__methods{border:1px solid #e4ddd2;margin:0 0 16px;padding:8px 12px}
.aurelle-sandbox__method{display:block;padding:4px 0}
.aurelle-sandbox button{display:block;width:100%;margin-top:8px;padding:12px;font:inherit;cursor:pointer;border:1px solid #1c1b1a;background:transparent;color:#1c1b1a}
.aurelle-sandbox .aurelle-sandbox__pay{background:#1c1b1a;color:#fbf9f6}
.aurelle-sandbox button:focus-visible,.aurelle-sandbox input:focus-visible{outline:2px solid #b08d57;outline-offset:2px}
.aurelle-sandbox__status{min-height:1.5em;color:#6b645a}
`;
