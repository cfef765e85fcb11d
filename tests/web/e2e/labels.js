// Visible controls without an accessible name (aria-label, labelledby, <label>, text).
() => {
  const bad = [];
  const named = (el) => {
    const aria = (el.getAttribute('aria-label') || '').trim();
    if (aria) return aria;
    const by = el.getAttribute('aria-labelledby');
    if (by && document.getElementById(by)) return document.getElementById(by).textContent.trim();
    if (el.labels && el.labels.length) return [...el.labels].map((l) => l.textContent).join(' ').trim();
    if (!['INPUT', 'SELECT', 'TEXTAREA'].includes(el.tagName)) return el.textContent.trim();
    return (el.getAttribute('title') || '').trim();
  };
  for (const el of document.querySelectorAll('button, input, select, textarea, a[href], summary')) {
    const box = el.getBoundingClientRect();
    if (!box.width || !box.height) continue;
    if (!named(el)) bad.push(el.outerHTML.slice(0, 140));
  }
  return bad;
}
