// The Coach tab: the conversation, staged proposals the user accepts or rejects, and
// suggestion chips. Only "Accept Plan" ever changes the plan.

import { auth, post } from "./api.js";
import { dayDetail, dayHeader } from "./days.js";
import { $, clear, h } from "./dom.js";
import { renderMarkdown } from "./markdown.js";
import { WEEKDAYS, capitalize, emit, state } from "./state.js";
import { chips, errorBox, toast } from "./ui.js";

const WELCOME =
  "Welcome! I'm your AI personal trainer. Tell me about yourself — your goals, experience, " +
  "the equipment you have access to, the days you can train, and any injuries or aches I " +
  "should know about. Give me all of it and I'll build your custom training plan.";
const STARTERS = [
  "I train at home with dumbbells up to 50 lb and a bench. I want to build muscle, 4 days a week, 45 minutes.",
];
const KEEP = 60; // transcript entries kept on this device

let transcript = [];
let sending = false;

const storageKey = () => `fitcoach.chat.${auth.username}`;

function save() {
  try {
    localStorage.setItem(storageKey(), JSON.stringify(transcript.slice(-KEEP)));
  } catch {
    // A full storage only costs the history after a reload; the chat keeps working.
  }
}

function load() {
  try {
    transcript = JSON.parse(localStorage.getItem(storageKey()) || "[]");
  } catch {
    transcript = [];
  }
}

// ---- rendering -------------------------------------------------------------------------

function bubble(role, content, extra) {
  return h("div", { class: `msg ${role}` }, h("div", { class: "bubble" }, content), extra || null);
}

function mutationNotes(mutations) {
  if (!mutations || !mutations.length) return null;
  const verbs = { CREATE: "Remembered", UPDATE: "Updated", DELETE: "Forgot" };
  return h(
    "ul",
    { class: "memory-notes" },
    mutations.map((m) =>
      h("li", { text: `${verbs[m.operation] || m.operation}: ${(m.entry && m.entry.fact) || m.reason || m.target_tier}` }),
    ),
  );
}

function proposalDays(proposal) {
  const data = proposal.data || {};
  if (proposal.type === "UPDATE_DAY") {
    const name = capitalize(proposal.target_day || "") || data.day_of_week;
    return [h("details", { class: "proposal-day", open: true }, h("summary", {}, dayHeader(data, name)), dayDetail(data))];
  }
  const days = data.days || {};
  return WEEKDAYS.filter((d) => days[d]).map((d) => {
    const day = days[d];
    if (day.is_rest_day) {
      return h("div", { class: "proposal-day rest-line" }, dayHeader(day, capitalize(d)));
    }
    return h("details", { class: "proposal-day" }, h("summary", {}, dayHeader(day, capitalize(d))), dayDetail(day));
  });
}

const STATUS_TEXT = {
  accepted: "Accepted — this is now your plan.",
  rejected: "Dismissed. Your plan is unchanged.",
  stale: "Your plan changed since this proposal was made, so it can't be applied. Ask the coach again for an updated version.",
};

function proposalCard(entry) {
  const { proposal } = entry;
  const data = proposal.data || {};
  const heading = proposal.type === "UPDATE_WEEK" ? "Proposed week" : `Proposed ${capitalize(proposal.target_day || "day")}`;
  const status = h("div", { class: "proposal-status" });
  const accept = h("button", { class: "btn primary", type: "button", text: "Accept Plan" });
  const reject = h("button", { class: "btn ghost", type: "button", text: "Reject" });
  const actions = h("div", { class: "proposal-actions" }, accept, reject);

  const show = () => {
    const decided = entry.status && entry.status !== "pending";
    actions.hidden = decided;
    clear(status);
    if (decided) status.append(h("p", { class: `status-${entry.status}`, text: STATUS_TEXT[entry.status] }));
  };

  const decide = async (verb) => {
    accept.disabled = reject.disabled = true;
    clear(status);
    try {
      const result = await post(`/api/coach/proposals/${encodeURIComponent(proposal.id)}/${verb}`);
      entry.status = verb === "accept" ? "accepted" : "rejected";
      if (verb === "accept") {
        state.plan = undefined; // GET /api/plans/current decides which week is current
        emit("plan-changed", result.plan);
        toast("Plan updated");
      }
    } catch (error) {
      if (error.code === "stale_proposal") entry.status = "stale";
      else status.append(errorBox(error, verb === "accept" ? "Couldn't accept" : "Couldn't reject"));
    } finally {
      accept.disabled = reject.disabled = false;
      save();
      if (entry.status) show();
    }
  };
  accept.addEventListener("click", () => decide("accept"));
  reject.addEventListener("click", () => decide("reject"));
  show();

  return h(
    "section",
    { class: "card proposal", "aria-label": heading },
    h("div", { class: "proposal-head" }, h("span", { class: "badge accent", text: heading }),
      data.week_start_date ? h("span", { class: "muted small", text: `week of ${data.week_start_date}` }) : null),
    proposal.summary_diff ? h("p", { class: "summary-diff", text: proposal.summary_diff }) : null,
    data.theme ? h("p", { class: "muted small", text: data.theme }) : null,
    h("div", { class: "proposal-days" }, proposalDays(proposal)),
    (data.notes || []).length ? h("ul", { class: "plan-notes" }, data.notes.map((n) => h("li", { text: n }))) : null,
    actions,
    status,
  );
}

function entryView(entry, isLast) {
  if (entry.role === "user") return bubble("user", entry.text);
  if (entry.role === "error") return h("div", { class: "msg coach" }, errorBox(entry.error, "Message not sent"));
  const hasProposal = entry.proposal && entry.proposal.type !== "NONE" && entry.proposal.id;
  const suggestions = hasProposal && isLast ? (entry.proposal.data || {}).suggested_edits : entry.chips;
  return bubble(
    "coach",
    renderMarkdown(entry.text),
    [
      mutationNotes(entry.mutations),
      hasProposal ? proposalCard(entry) : null,
      isLast ? chips(suggestions, (text) => send(text)) : null,
    ],
  );
}

function render() {
  const log = clear($("#chat-log"));
  if (!transcript.length) {
    log.append(bubble("coach", renderMarkdown(WELCOME), chips(STARTERS, (text) => send(text))));
  }
  transcript.forEach((entry, index) => log.append(entryView(entry, index === transcript.length - 1)));
  if (sending) log.append(h("div", { class: "msg coach" }, h("div", { class: "bubble typing", "aria-label": "Coach is typing" }, h("span"), h("span"), h("span"))));
  renderContext();
  requestAnimationFrame(() => {
    const last = log.lastElementChild;
    if (!last || state.tab !== "coach") return;
    // A reply is read from its first line; anything else just needs to be visible.
    const reply = !sending && last.classList.contains("coach") && transcript.length > 0;
    last.scrollIntoView({ block: reply ? "start" : "end" });
  });
}

function renderContext() {
  const pill = clear($("#chat-context"));
  const ctx = state.chatContext;
  pill.hidden = !ctx;
  if (!ctx) return;
  const label = ctx.day ? `Editing ${capitalize(ctx.day)}` : "Editing this week";
  pill.append(
    h("span", { text: label }),
    h("button", {
      class: "link small",
      type: "button",
      text: "clear",
      "aria-label": "Stop editing from the plan",
      on: { click: () => { state.chatContext = null; renderContext(); } },
    }),
  );
}

// ---- sending ----------------------------------------------------------------------------

export async function send(text) {
  const message = text.trim();
  if (!message || sending) return;
  const ctx = state.chatContext;
  const body = { message, active_tab: ctx ? ctx.tab : "coach" };
  const day = ctx ? ctx.day : null;
  if (day) body.selected_day = day;
  transcript.push({ role: "user", text: message });
  sending = true;
  render();
  try {
    const reply = await post("/api/coach/chat", body);
    transcript.push({
      role: "coach",
      text: reply.message,
      proposal: reply.proposal,
      mutations: reply.memory_mutations,
      status: reply.proposal && reply.proposal.id ? "pending" : null,
    });
    if ((reply.memory_mutations || []).length) emit("memory-changed");
  } catch (error) {
    transcript.push({ role: "error", error: { detail: error.detail || error.message, code: error.code, requestId: error.requestId } });
    $("#chat-input").value = message; // let the user retry without retyping
  } finally {
    sending = false;
    save();
    render();
  }
}

/** Open the coach about a day (from Today) or the week (from Week), optionally sending text. */
export function askAbout(tab, day, text) {
  state.chatContext = { tab, day: day || null };
  location.hash = "#coach";
  if (text) send(text);
  else {
    renderContext();
    $("#chat-input").focus();
  }
}

export function initCoach() {
  const form = $("#composer");
  const input = $("#chat-input");
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const text = input.value;
    input.value = "";
    autosize(input);
    send(text);
  });
  input.addEventListener("keydown", (event) => {
    if (event.key === "Enter" && !event.shiftKey && !event.isComposing) {
      event.preventDefault();
      form.requestSubmit();
    }
  });
  input.addEventListener("input", () => autosize(input));
}

function autosize(input) {
  input.style.height = "auto";
  input.style.height = `${Math.min(input.scrollHeight, 160)}px`;
}

export function showCoach() {
  load();
  render();
}

export function resetCoach() {
  transcript = [];
  state.chatContext = null;
}
