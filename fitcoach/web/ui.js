// Small shared widgets: error boxes in the API's error shape, toasts, chips, loading.

import { h } from "./dom.js";

export function errorBox(error, prefix) {
  const detail = (error && error.detail) || (error && error.message) || "Something went wrong.";
  return h(
    "div",
    { class: "error-box", role: "alert" },
    h("strong", { text: prefix ? `${prefix}: ` : "" }),
    detail,
    error && (error.code || error.requestId)
      ? h(
          "small",
          { class: "error-meta" },
          [error.code, error.requestId ? `ref ${error.requestId}` : ""].filter(Boolean).join(" · "),
        )
      : null,
  );
}

let toastTimer = 0;

export function toast(message) {
  const el = document.getElementById("toast");
  el.textContent = message;
  el.hidden = false;
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => {
    el.hidden = true;
  }, 3200);
}

export function chips(texts, onPick) {
  if (!texts || !texts.length) return null;
  return h(
    "div",
    { class: "chips" },
    texts.map((text) =>
      h("button", { class: "chip", type: "button", text, on: { click: () => onPick(text) } }),
    ),
  );
}

export function loading(label = "Loading…") {
  return h("p", { class: "muted loading", text: label });
}

export function formatRest(seconds) {
  if (!seconds) return "no rest";
  if (seconds < 60) return `${seconds}s rest`;
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return `${minutes}:${String(rest).padStart(2, "0")} rest`;
}

export function formatDate(isoDate) {
  const [y, m, d] = isoDate.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString(undefined, {
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });
}
