// The Coach tab: the conversation (kept on the server, restored from
// GET /api/coach/history on any device), staged proposals shown as a diff against the
// current plan, and suggestion chips. Only "Accept Plan" ever changes the plan.

import { get, post } from "./api.js";
import { chipsFor } from "./chips.js";
import { dayDetail, dayHeader } from "./days.js";
import { diffProposal } from "./diff.js";
import { $, clear, h } from "./dom.js";
import { renderMarkdown } from "./markdown.js";
import { loadPlan } from "./plan.js";
import { WEEKDAYS, capitalize, emit, localIsoDate, state } from "./state.js";
import { chips, errorBox, formatDate, toast } from "./ui.js";

const WELCOME =
  "Welcome! I'm your personal trainer. Tell me your goal, the equipment you have, the days " +
  "and minutes you can train, and any aches I should know about — or tap one of these to start:";
// A first visit always leads somewhere: each starter is a complete onboarding message.
export const STARTERS = [
  "I train at home with dumbbells up to 50 lb and a bench. I want to build muscle, 4 days a week, 45 minutes.",
  "I have a full gym. I want to get stronger, 3 days a week, 60 minutes.",
  "No equipment, just my bodyweight. I want to get fit, 3 days a week, 30 minutes.",
];
const PAGE = 30;

let transcript = [];
let nextBefore = null;
let historyLoaded = null; // the promise of the first page, once per sign-in
let sending = false;
let focusWanted = false;

// ---- history ---------------------------------------------------------------------------

function proposalOf(p) {
  return { id: p.id, type: p.type, target_day: p.target_day, summary_diff: p.summary_diff, data: p.data };
}

function entriesOf(turns) {
  const entries = [];
  for (const turn of [...turns].reverse()) {
    entries.push({ role: "user", text: turn.message, at: turn.at });
    entries.push({
      role: "coach",
      text: turn.reply,
      proposal: turn.proposal ? proposalOf(turn.proposal) : null,
      status: turn.proposal ? turn.proposal.status : null,
      mutations: [],
    });
  }
  return entries;
}

async function loadHistory() {
  const page = await get(`/api/coach/history?limit=${PAGE}`);
  transcript = entriesOf(page.turns);
  nextBefore = page.next_before;
  // Proposals still waiting for a decision but older than this page stay actionable.
  const shown = new Set(transcript.filter((e) => e.proposal).map((e) => e.proposal.id));
  for (const pending of [...page.pending_proposals].reverse()) {
    if (shown.has(pending.id)) continue;
    transcript.push({ role: "coach", text: "This proposal is still waiting for your decision:", proposal: proposalOf(pending), status: "pending", mutations: [] });
  }
}

async function loadEarlier(button) {
  button.disabled = true;
  try {
    const page = await get(`/api/coach/history?limit=${PAGE}&before=${encodeURIComponent(nextBefore)}`);
    transcript = [...entriesOf(page.turns), ...transcript];
    nextBefore = page.next_before;
    render({ keepScroll: true });
  } catch (error) {
    button.replaceWith(errorBox(error, "Couldn't load earlier messages"));
  }
}

// ---- chips (rules in chips.js) ----------------------------------------------------------

function chipRow(entry) {
  const picks = chipsFor(entry, { plan: state.plan || null, today: localIsoDate(), context: state.chatContext, starters: STARTERS });
  return chips(picks.map((p) => p.text), (text) => {
    const pick = picks.find((p) => p.text === text);
    if (pick && pick.tab !== "coach") state.chatContext = { tab: pick.tab, day: pick.day };
    send(text);
  }, "Suggested replies");
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
    { class: "memory-notes", "aria-label": "Memory changes" },
    mutations.map((m) =>
      h("li", { text: `${verbs[m.operation] || m.operation}: ${(m.entry && m.entry.fact) || m.reason || m.target_tier}` }),
    ),
  );
}

const KIND_WORDS = { new: "new", training: "training now", rest: "rest now", changed: "changed", same: "no change" };

function proposalDays(proposal, diff, hasPlan) {
  const data = proposal.data || {};
  if (proposal.type === "UPDATE_DAY") {
    const name = capitalize(proposal.target_day || "") || data.day_of_week;
    const d = diff.days[proposal.target_day];
    return [h("details", { class: "proposal-day changed", open: true },
      h("summary", {}, dayHeader(data, name)), dayDetail(data, d && d.marks, d && d.removed))];
  }
  const days = data.days || {};
  let firstTraining = true;
  return WEEKDAYS.filter((d) => days[d]).map((d) => {
    const day = days[d];
    const change = diff.days[d];
    const kind = change ? change.kind : "same";
    const flag = hasPlan || kind !== "new" ? h("span", { class: `diff-badge ${kind}`, text: KIND_WORDS[kind] }) : null;
    if (day.is_rest_day && kind !== "rest") {
      return h("div", { class: "proposal-day rest-line" }, dayHeader(day, capitalize(d)), flag);
    }
    // Changed days open themselves; a first plan opens its first training day as a sample.
    const open = hasPlan ? kind !== "same" : firstTraining;
    if (!day.is_rest_day) firstTraining = false;
    return h("details", { class: `proposal-day ${kind}`, open },
      h("summary", {}, dayHeader(day, capitalize(d)), flag),
      dayDetail(day, hasPlan ? change && change.marks : null, change && change.removed));
  });
}

const STATUS_TEXT = {
  accepted: "Accepted — this is now your plan.",
  rejected: "Dismissed. Your plan is unchanged.",
  stale: "Your plan changed since this proposal was made, so it can't be applied. Ask the coach again for an updated version.",
};

/** What a decided proposal changed. The plan has moved on since, so a diff against it says
 * nothing: the coach's own summary, cut at a word when long, is the record. */
function decidedSummary(proposal) {
  const text = (proposal.summary_diff || "").trim();
  if (!text) return proposal.type === "UPDATE_WEEK" ? "A new week." : `Changes to ${capitalize(proposal.target_day || "a day")}.`;
  return text.length <= 140 ? text : `${text.slice(0, 140).replace(/\s+\S*$/, "")}…`;
}

function proposalCard(entry) {
  const { proposal } = entry;
  const data = proposal.data || {};
  const heading = proposal.type === "UPDATE_WEEK" ? "Proposed week" : `Proposed ${capitalize(proposal.target_day || "day")}`;
  const status = h("div", { class: "proposal-status", "aria-live": "polite" });
  const accept = h("button", { class: "btn primary", type: "button", text: "Accept Plan" });
  const reject = h("button", { class: "btn ghost", type: "button", text: "Reject" });
  const actions = h("div", { class: "proposal-actions" }, accept, reject);
  const decided = entry.status && entry.status !== "pending";
  const plan = state.plan || null;
  const diff = diffProposal(proposal, plan);

  const show = () => {
    const done = entry.status && entry.status !== "pending";
    actions.hidden = done;
    clear(status);
    if (done) status.append(h("p", { class: `status-${entry.status}`, text: STATUS_TEXT[entry.status] }));
  };

  const decide = async (verb) => {
    accept.disabled = reject.disabled = true;
    clear(status);
    try {
      await post(`/api/coach/proposals/${encodeURIComponent(proposal.id)}/${verb}`);
      entry.status = verb === "accept" ? "accepted" : "rejected";
      if (verb === "accept") {
        await loadPlan(true); // GET /api/plans/current decides which week is current
        emit("plan-changed", state.plan);
        toast("Plan updated");
      }
    } catch (error) {
      if (error.code === "stale_proposal") entry.status = "stale";
      else if (error.code === "proposal_accepted") entry.status = "accepted";
      else status.append(errorBox(error, verb === "accept" ? "Couldn't accept" : "Couldn't reject"));
    } finally {
      accept.disabled = reject.disabled = false;
      if (entry.status && entry.status !== "pending") render({ keepScroll: true });
    }
  };
  accept.addEventListener("click", () => decide("accept"));
  reject.addEventListener("click", () => decide("reject"));
  show();

  // The server's summary is shown only where it adds something: not when it repeats the
  // reply, and a long one folds away behind "Coach's summary".
  const serverSummary = (proposal.summary_diff || "").trim();
  const extra = serverSummary && serverSummary !== (entry.text || "").trim() && serverSummary !== diff.summary
    ? serverSummary.length <= 160
      ? h("p", { class: "muted small", text: serverSummary })
      : h("details", { class: "more" }, h("summary", { text: "Coach's summary" }), h("p", { class: "small", text: serverSummary }))
    : null;

  if (decided) {
    // A decided proposal is history: its headline and outcome, the days folded away.
    const past = proposal.type === "UPDATE_WEEK" ? "Week plan" : `${capitalize(proposal.target_day || "day")} change`;
    return h("section", { class: "card proposal decided", "aria-label": past },
      h("div", { class: "proposal-head" }, h("span", { class: "badge", text: past }),
        data.week_start_date ? h("span", { class: "muted small", text: `week of ${formatDate(data.week_start_date)}` }) : null),
      h("p", { class: "summary-diff", text: decidedSummary(proposal) }),
      status);
  }
  return h(
    "section",
    { class: "card proposal", "aria-label": heading },
    h("div", { class: "proposal-head" }, h("span", { class: "badge accent", text: heading }),
      data.week_start_date ? h("span", { class: "muted small", text: `week of ${formatDate(data.week_start_date)}` }) : null),
    h("p", { class: "summary-diff", text: diff.summary }),
    extra,
    data.theme ? h("p", { class: "muted small", text: data.theme }) : null,
    h("div", { class: "proposal-days" }, proposalDays(proposal, diff, Boolean(plan))),
    (data.notes || []).length ? h("ul", { class: "plan-notes" }, data.notes.map((n) => h("li", { text: n }))) : null,
    actions,
    status,
  );
}

function entryView(entry, isLast) {
  if (entry.role === "user") return bubble("user", entry.text);
  if (entry.role === "error") return h("div", { class: "msg coach" }, errorBox(entry.error, "Message not sent"));
  const hasProposal = entry.proposal && entry.proposal.type !== "NONE" && entry.proposal.id;
  const offline = entry.fallback
    ? h("span", { class: "badge offline", title: `The offline coach answered (${entry.fallback}).`, text: "offline coach" })
    : null;
  return bubble(
    "coach",
    [offline, renderMarkdown(entry.text)],
    [
      mutationNotes(entry.mutations),
      hasProposal ? proposalCard(entry) : null,
      isLast && !sending ? chipRow(entry) : null,
    ],
  );
}

function render(options = {}) {
  const log = clear($("#chat-log"));
  if (nextBefore) {
    const more = h("button", { class: "btn ghost small earlier", type: "button", text: "Show earlier messages" });
    more.addEventListener("click", () => loadEarlier(more));
    log.append(more);
  }
  if (!transcript.length) {
    log.append(entryView({ role: "coach", text: WELCOME, planVersion: null }, true));
  }
  transcript.forEach((entry, index) => log.append(entryView(entry, index === transcript.length - 1)));
  if (sending) log.append(h("div", { class: "msg coach" }, h("div", { class: "bubble typing", role: "status", "aria-label": "Coach is typing" }, h("span"), h("span"), h("span"))));
  renderContext();
  if (options.keepScroll) return;
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
  const label = ctx.day ? `About ${capitalize(ctx.day)}` : "About this week";
  pill.append(
    h("span", { text: label }),
    h("button", {
      class: "link small",
      type: "button",
      text: "clear",
      "aria-label": "Stop talking about this day",
      on: { click: () => { state.chatContext = null; renderContext(); $("#chat-input").focus(); } },
    }),
  );
}

// ---- sending ----------------------------------------------------------------------------

/** One chat turn, usable from anywhere (the workout view asks for swaps in place). */
export async function chat(message, tab, day, { record = true } = {}) {
  const body = { message, active_tab: tab || "coach" };
  if (day) body.selected_day = day;
  const reply = await post("/api/coach/chat", body);
  const entry = {
    role: "coach",
    text: reply.message,
    proposal: reply.proposal,
    mutations: reply.memory_mutations,
    status: reply.proposal && reply.proposal.id ? "pending" : null,
    suggestions: Array.isArray(reply.suggestions) ? reply.suggestions : null,
    fallback: reply.fallback_reason || null,
    planVersion: state.plan ? state.plan.version : null,
  };
  if (record && historyLoaded) transcript.push({ role: "user", text: message }, entry);
  if ((reply.memory_mutations || []).length) emit("memory-changed");
  return entry;
}

export async function send(text) {
  const message = text.trim();
  if (!message || sending) return;
  const ctx = state.chatContext;
  const pending = { role: "user", text: message };
  transcript.push(pending);
  sending = true;
  render();
  try {
    transcript.push(await chat(message, ctx ? ctx.tab : "coach", ctx ? ctx.day : null, { record: false }));
  } catch (error) {
    transcript.push({ role: "error", error });
    $("#chat-input").value = message; // let the user retry without retyping
  } finally {
    sending = false;
    render();
  }
}

/** Open the coach about a day (from Today) or the week (from Week), optionally sending text. */
export function askAbout(tab, day, text) {
  state.chatContext = { tab, day: day || null };
  focusWanted = !text;
  if (location.hash === "#coach") showCoach();
  else location.hash = "#coach";
  if (text) send(text);
}

/** The next time the Coach view draws, put the cursor in the message box. */
export function focusComposerNext() {
  focusWanted = true;
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

export async function showCoach() {
  if (!historyLoaded) {
    historyLoaded = loadHistory().catch((error) => {
      transcript = [{ role: "error", error }];
    });
    render(); // the welcome or the last state while the history arrives
  }
  await Promise.all([historyLoaded, loadPlan().catch(() => null)]);
  if (state.tab !== "coach") return;
  render();
  if (focusWanted) {
    focusWanted = false;
    $("#chat-input").focus();
  }
}

export function resetCoach() {
  transcript = [];
  nextBefore = null;
  historyLoaded = null;
  sending = false;
  state.chatContext = null;
}
