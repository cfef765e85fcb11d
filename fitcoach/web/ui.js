// Small shared widgets: error boxes, toasts, chips, loading, and the one way dates and
// times are written (Intl, in the browser's locale).

import { h } from "./dom.js";

// What a person should read for each machine code; the server's own words and the request
// id stay one tap away under "Details", for a bug report.
const HUMAN = {
  network_error: "Can't reach the server. Check your connection and try again.",
  invalid_credentials: "That username and password don't match. Check them and try again.",
  username_taken: "That username is taken. Try another one.",
  unauthorized: "Your session has ended. Please log in again.",
  too_many_requests: "Too many tries in a row. Wait a minute, then try again.",
  payload_too_large: "That's too much to send at once. Try something shorter.",
  stale_proposal: "Your plan changed since this was proposed. Ask the coach again for an updated version.",
  proposal_accepted: "That proposal was already accepted.",
  proposal_rejected: "That proposal was dismissed earlier.",
  no_plan: "You don't have a plan yet. Ask the coach to build one.",
  unknown_exercise: "That exercise isn't in the library.",
  internal_error: "Something broke on our side. Please try again in a moment.",
  weak_password: "Choose a longer, less common password.",
};

/** The sentence a user reads for an error: ours for known codes, else a plain fallback. */
export function humanMessage(error) {
  if (!error) return "Something went wrong.";
  if (error.code && HUMAN[error.code]) return HUMAN[error.code];
  if (error.status >= 500) return HUMAN.internal_error;
  if (error.code === "validation_error") return "Some of what you entered isn't valid. Check the highlighted values.";
  // Our own client-side checks carry no code and are already written for people.
  if (!error.code && (error.detail || error.message)) return error.detail || error.message;
  return "Something went wrong. Please try again.";
}

export function errorBox(error, prefix) {
  const message = humanMessage(error);
  const technical = error && (error.code || error.requestId)
    ? [error.detail && error.detail !== message ? error.detail : "", error.code, error.requestId ? `request ${error.requestId}` : ""]
        .filter(Boolean)
        .join(" · ")
    : "";
  return h(
    "div",
    { class: "error-box", role: "alert" },
    h("p", {}, prefix ? h("strong", { text: `${prefix}. ` }) : null, message),
    technical
      ? h("details", { class: "error-details" }, h("summary", { text: "Details" }), h("code", { class: "error-meta", text: technical }))
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

export function chips(texts, onPick, label = "Suggestions") {
  if (!texts || !texts.length) return null;
  return h(
    "div",
    { class: "chips", role: "group", "aria-label": label },
    texts.map((text) =>
      h("button", { class: "chip", type: "button", text, on: { click: () => onPick(text) } }),
    ),
  );
}

export function loading(label = "Loading…") {
  return h("p", { class: "muted loading", role: "status", text: label });
}

export function formatRest(seconds) {
  if (!seconds) return "no rest";
  return `${formatClock(seconds)} rest`;
}

/** 75 -> "1:15", 45 -> "0:45": a countdown reads the same whatever the locale. */
export function formatClock(seconds) {
  const s = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

// One formatter each, in the browser's locale: every date on every screen looks alike.
const DATE = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeZone: "UTC" });
const SHORT_DATE = new Intl.DateTimeFormat(undefined, { month: "short", day: "numeric", timeZone: "UTC" });
const DATE_TIME = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

function calendarDate(isoDate) {
  const [y, m, d] = String(isoDate).slice(0, 10).split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d));
}

/** A calendar date ("2026-12-01") as the locale writes it, e.g. "Dec 1, 2026". */
export function formatDate(isoDate) {
  return DATE.format(calendarDate(isoDate));
}

/** The same date without the year, for chart axes. */
export function formatShortDate(isoDate) {
  return SHORT_DATE.format(calendarDate(isoDate));
}

/** An instant ("2026-12-01T18:30:00Z") in local time, e.g. "Dec 1, 2026, 6:30 PM". */
export function formatDateTime(iso) {
  return DATE_TIME.format(new Date(iso));
}

export function formatNumber(value, digits = 1) {
  return Number(value).toLocaleString(undefined, { maximumFractionDigits: digits });
}
