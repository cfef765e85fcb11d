// Workout mode (#workout): the day's exercises pre-filled with targets and suggested loads,
// last session's numbers beside each, sets ticked as they are done, a rest timer that
// starts on every tick, swaps asked of the coach in place, and one retry-safe log at the end.
//
// The workout in progress lives in localStorage, so a reload, a crash or a phone that kills
// the tab loses nothing. The rest timer stores when the rest ENDS, not how much is left, so
// it keeps true time while the screen sleeps and timers are throttled.

import { get, post, uuid } from "./api.js";
import { chat } from "./coach.js";
import { doseText, suggestedLoad } from "./days.js";
import { diffProposal } from "./diff.js";
import { $, clear, h } from "./dom.js";
import { renderMarkdown } from "./markdown.js";
import { loadPlan } from "./plan.js";
import { recordsView } from "./records.js";
import { capitalize, emit, localIsoDate, state } from "./state.js";
import { errorBox, formatClock, formatDate, formatNumber, loading, toast } from "./ui.js";

const KEY = "fitcoach.workout";
const lastTimeCache = new Map(); // slug -> history answer, per sign-in
let ticker = 0;
let audio = null;
let finished = null; // the answer of the last successful log, shown once

// ---- the workout in progress -------------------------------------------------------------

function load() {
  try {
    return JSON.parse(localStorage.getItem(KEY) || "null");
  } catch {
    return null;
  }
}

function save(workout) {
  localStorage.setItem(KEY, JSON.stringify(workout));
}

function firstNumber(text) {
  const match = /\d+/.exec(String(text));
  return match ? Number(match[0]) : "";
}

function planned(exercise) {
  const load = suggestedLoad(exercise);
  const sets = [];
  for (let i = 0; i < exercise.target_sets; i += 1) {
    sets.push({ weight: load ? load.weight : "", reps: firstNumber(exercise.target_reps), rir: exercise.target_rir ?? "", done: false });
  }
  return {
    exercise_id: exercise.exercise_id,
    name: exercise.name || exercise.exercise_id,
    dose: doseText(exercise),
    rest_seconds: exercise.rest_seconds || 0,
    load,
    sets,
  };
}

function exercisesOfDay(day) {
  return (day.blocks || []).flatMap((block) => block.exercises);
}

/** Start (or resume) the workout of a plan day and open workout mode. */
export async function startWorkout(dayName) {
  const plan = await loadPlan();
  const day = plan && plan.days[dayName];
  if (!day || day.is_rest_day) return;
  const current = load();
  if (!current || current.day !== dayName || current.date !== day.date) {
    const exercises = exercisesOfDay(day).map(planned);
    const withUnit = exercises.find((e) => e.load && e.load.unit);
    save({
      day: dayName,
      date: day.date,
      title: day.title,
      startedAt: Date.now(),
      unit: withUnit ? withUnit.load.unit : null,
      key: null,
      timer: null,
      exercises,
    });
  }
  finished = null;
  location.hash = "#workout";
}

// ---- rest timer ----------------------------------------------------------------------------

function beep() {
  try {
    if (!audio) return;
    const now = audio.currentTime;
    for (const start of [0, 0.25]) {
      const osc = audio.createOscillator();
      const gain = audio.createGain();
      osc.frequency.value = 880;
      gain.gain.setValueAtTime(0.001, now + start);
      gain.gain.exponentialRampToValueAtTime(0.3, now + start + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.001, now + start + 0.18);
      osc.connect(gain).connect(audio.destination);
      osc.start(now + start);
      osc.stop(now + start + 0.2);
    }
  } catch {
    // No sound is fine: the screen and the vibration still say it.
  }
}

function unlockAudio() {
  // Browsers allow sound only after a tap; the tick that starts a rest is that tap.
  try {
    const Context = window.AudioContext || window.webkitAudioContext;
    if (!audio && Context) audio = new Context();
    if (audio && audio.state === "suspended") audio.resume();
  } catch {
    audio = null;
  }
}

function startRest(workout, seconds, label) {
  if (!seconds) return;
  workout.timer = { endsAt: Date.now() + seconds * 1000, total: seconds, label, alerted: false };
  save(workout);
}

function updateTimer() {
  const panel = $("#rest-timer");
  const workout = load();
  if (!panel || !workout) return;
  const timer = workout.timer;
  panel.hidden = !timer;
  if (!timer) return;
  const left = (timer.endsAt - Date.now()) / 1000;
  const over = left <= 0;
  $(".timer-clock", panel).textContent = over ? "0:00" : formatClock(left);
  $(".timer-label", panel).textContent = over ? "Rest over — next set!" : `Rest · ${timer.label}`;
  const bar = $("progress", panel);
  bar.max = timer.total;
  bar.value = Math.max(0, Math.min(timer.total, left));
  panel.classList.toggle("over", over);
  if (over && !timer.alerted) {
    timer.alerted = true;
    save(workout);
    beep();
    if (navigator.vibrate) navigator.vibrate([200, 100, 200]);
  }
}

function adjustRest(delta) {
  const workout = load();
  if (!workout || !workout.timer) return;
  if (delta === null) workout.timer = null;
  else {
    workout.timer.endsAt = Math.max(Date.now(), workout.timer.endsAt) + delta * 1000;
    workout.timer.total = Math.max(workout.timer.total, Math.ceil((workout.timer.endsAt - Date.now()) / 1000));
    workout.timer.alerted = false;
  }
  save(workout);
  updateTimer();
}

function timerPanel() {
  return h(
    "section",
    { id: "rest-timer", class: "rest-timer", role: "timer", "aria-label": "Rest timer", hidden: true },
    h("div", { class: "timer-text" }, h("span", { class: "timer-label" }), h("span", { class: "timer-clock", "aria-live": "off" })),
    h("progress", { "aria-label": "Rest left", max: "1", value: "0" }),
    h("div", { class: "timer-actions" },
      h("button", { class: "btn ghost small", type: "button", text: "−15 s", "aria-label": "Fifteen seconds less rest", on: { click: () => adjustRest(-15) } }),
      h("button", { class: "btn ghost small", type: "button", text: "+15 s", "aria-label": "Fifteen seconds more rest", on: { click: () => adjustRest(15) } }),
      h("button", { class: "btn ghost small", type: "button", text: "Skip rest", on: { click: () => adjustRest(null) } }),
    ),
  );
}

document.addEventListener("visibilitychange", () => {
  if (!document.hidden && state.tab === "workout") updateTimer();
});

// ---- last time ---------------------------------------------------------------------------

async function lastTime(slug) {
  if (!lastTimeCache.has(slug)) {
    lastTimeCache.set(slug, get(`/api/analytics/exercises/${encodeURIComponent(slug)}/history?limit_sessions=1`).catch(() => null));
  }
  return lastTimeCache.get(slug);
}

export function forgetLastTimes() {
  lastTimeCache.clear();
}

async function fillLastTime(slot, exercise, index) {
  const answer = await lastTime(exercise.exercise_id);
  const session = answer && answer.sessions && answer.sessions[0];
  clear(slot);
  if (!session) {
    slot.append(h("span", { text: "First time — pick a weight you can lift for every rep with 1–3 in reserve." }));
    return;
  }
  const unit = session.sets[0] ? session.sets[0].unit : answer.unit;
  // "50 lb × 10, 9, 8" when the weight held; else every set as "50 × 10".
  const sameWeight = session.sets.every((s) => s.weight === session.sets[0].weight);
  const sets = sameWeight
    ? `${formatNumber(session.sets[0].weight)} ${unit} × ${session.sets.map((s) => s.reps).join(", ")}`
    : `${session.sets.map((s) => `${formatNumber(s.weight)} × ${s.reps}`).join(", ")} ${unit}`;
  slot.append(h("span", { text: `Last time (${formatDate(session.date)}): ${sets}` }));
  // With no suggestion from the plan, last session's top weight is the sensible start.
  const workout = load();
  const mine = workout && workout.exercises[index];
  if (mine && mine.exercise_id === exercise.exercise_id && !mine.load && mine.sets.every((s) => s.weight === "" && !s.done)) {
    const top = Math.max(...session.sets.map((s) => s.weight));
    for (const set of mine.sets) set.weight = top;
    if (!workout.unit) workout.unit = unit;
    save(workout);
    for (const input of document.querySelectorAll(`[data-exercise="${index}"] .set-weight`)) input.value = top;
  }
  if (workout && !workout.unit && answer.unit) {
    workout.unit = answer.unit;
    save(workout);
  }
}

// ---- sets ----------------------------------------------------------------------------------

function checkSet(set) {
  const weight = Number(set.weight === "" ? 0 : set.weight);
  const reps = Number(set.reps);
  if (!Number.isFinite(weight) || weight < 0 || weight > 2000) return "Weight must be between 0 and 2000.";
  if (!Number.isInteger(reps) || reps < 1 || reps > 100) return "Reps must be a whole number from 1 to 100.";
  if (set.rir !== "" && set.rir !== null && (Number(set.rir) < 0 || Number(set.rir) > 10)) return "RIR is from 0 to 10.";
  return "";
}

function setRow(exercise, exIndex, setIndex, problems) {
  const set = exercise.sets[setIndex];
  const unit = load().unit;
  const label = `${exercise.name} set ${setIndex + 1}`;
  const field = (name, cls, attrs) =>
    h("input", {
      class: cls,
      type: "number",
      inputmode: name === "reps" ? "numeric" : "decimal",
      value: set[name] ?? "",
      "aria-label": `${label} ${name === "rir" ? "reps in reserve" : name}${name === "weight" && unit ? ` (${unit})` : ""}`,
      ...attrs,
      on: {
        input: (event) => {
          const workout = load();
          const value = event.target.value;
          workout.exercises[exIndex].sets[setIndex][name] = value === "" ? "" : Number(value);
          save(workout);
          event.target.removeAttribute("aria-invalid");
          clear(problems);
        },
      },
    });
  const tick = h("button", {
    class: `tick${set.done ? " done" : ""}`,
    type: "button",
    "aria-pressed": String(Boolean(set.done)),
    "aria-label": `Done: ${label}`,
    text: set.done ? "✓" : "",
  });
  tick.addEventListener("click", () => {
    const workout = load();
    const current = workout.exercises[exIndex].sets[setIndex];
    if (!current.done) {
      const problem = checkSet(current);
      if (problem) {
        clear(problems).append(errorBox({ detail: problem }));
        return;
      }
    }
    current.done = !current.done;
    current.doneAt = current.done ? new Date().toISOString() : null;
    unlockAudio();
    if (current.done) startRest(workout, workout.exercises[exIndex].rest_seconds, `after ${label}`);
    else save(workout);
    tick.classList.toggle("done", current.done);
    tick.setAttribute("aria-pressed", String(current.done));
    tick.textContent = current.done ? "✓" : "";
    updateTimer();
  });
  return h(
    "div",
    { class: `wo-set${set.done ? " is-done" : ""}` },
    h("span", { class: "set-no", text: String(setIndex + 1) }),
    field("weight", "set-weight", { min: "0", max: "2000", step: "any" }),
    field("reps", "set-reps", { min: "1", max: "100", step: "1" }),
    field("rir", "set-rir", { min: "0", max: "10", step: "1" }),
    tick,
  );
}

// ---- swap in place --------------------------------------------------------------------------

function rebuildFromDay(workout, day) {
  const old = new Map(workout.exercises.map((e) => [e.exercise_id, e]));
  const next = exercisesOfDay(day).map((exercise) => old.get(exercise.exercise_id) || planned(exercise));
  const kept = new Set(next.map((e) => e.exercise_id));
  // Sets already done are never thrown away, even for an exercise the swap took out.
  for (const e of workout.exercises) if (!kept.has(e.exercise_id) && e.sets.some((s) => s.done)) next.push(e);
  workout.exercises = next;
  workout.title = day.title;
}

function swapPanel(exercise, workout) {
  const panel = h("div", { class: "swap-panel" });
  const input = h("input", { type: "text", maxlength: "4000", value: `Swap ${exercise.name} for something else`, "aria-label": `Ask the coach about ${exercise.name}` });
  const ask = h("button", { class: "btn primary small", type: "submit", text: "Ask" });
  const answer = h("div", { class: "swap-answer", "aria-live": "polite" });
  const form = h("form", { class: "swap-form" }, input, ask);
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (!input.value.trim()) return;
    ask.disabled = true;
    clear(answer).append(loading("Asking your coach…"));
    try {
      const entry = await chat(input.value.trim(), "workout", workout.day);
      clear(answer).append(h("div", { class: "bubble coach-inline" }, renderMarkdown(entry.text)));
      const proposal = entry.proposal;
      if (proposal && proposal.id && proposal.type === "UPDATE_DAY" && proposal.target_day === workout.day) {
        const diff = diffProposal(proposal, state.plan);
        const use = h("button", { class: "btn primary small", type: "button", text: "Use this swap" });
        const keep = h("button", { class: "btn ghost small", type: "button", text: `Keep ${exercise.name}` });
        answer.append(h("p", { class: "summary-diff", text: diff.summary }), h("div", { class: "button-row" }, use, keep));
        use.addEventListener("click", async () => {
          use.disabled = keep.disabled = true;
          try {
            await post(`/api/coach/proposals/${encodeURIComponent(proposal.id)}/accept`);
            entry.status = "accepted";
            const plan = await loadPlan(true);
            emit("plan-changed", plan);
            const current = load();
            rebuildFromDay(current, plan.days[current.day]);
            save(current);
            toast("Swapped");
            showWorkout();
          } catch (error) {
            use.disabled = keep.disabled = false;
            answer.append(errorBox(error, "Couldn't swap"));
          }
        });
        keep.addEventListener("click", async () => {
          keep.disabled = use.disabled = true;
          try {
            await post(`/api/coach/proposals/${encodeURIComponent(proposal.id)}/reject`);
            entry.status = "rejected";
            panel.remove();
          } catch (error) {
            keep.disabled = use.disabled = false;
            answer.append(errorBox(error, "Couldn't dismiss"));
          }
        });
      }
    } catch (error) {
      clear(answer).append(errorBox(error, "Couldn't reach the coach"));
    } finally {
      ask.disabled = false;
    }
  });
  panel.append(form, answer);
  return panel;
}

// ---- the view ------------------------------------------------------------------------------

function exerciseCard(exercise, index, workout) {
  const problems = h("div", { class: "error-slot", "aria-live": "polite" });
  const sets = h("div", { class: "wo-sets" }, exercise.sets.map((_, i) => setRow(exercise, index, i, problems)));
  const last = h("p", { class: "last-time muted small" }, "Loading last session…");
  fillLastTime(last, exercise, index);
  let swap = null;
  const swapButton = h("button", { class: "btn ghost small", type: "button", text: "Swap", "aria-expanded": "false", "aria-label": `Swap ${exercise.name}` });
  const card = h(
    "article",
    { class: "card wo-exercise", dataset: { exercise: String(index) } },
    h("div", { class: "wo-head" },
      h("div", {}, h("h3", { class: "wo-name", text: exercise.name }), h("p", { class: "wo-dose muted small", text: exercise.dose })),
      swapButton),
    exercise.load ? h("p", { class: "suggested", text: `Suggested load: ${formatNumber(exercise.load.weight)} ${exercise.load.unit}`.trim() }) : null,
    last,
    h("div", { class: "wo-set wo-set-head muted small", "aria-hidden": "true" },
      h("span", { text: "Set" }), h("span", { text: workout.unit ? `Weight (${workout.unit})` : "Weight" }), h("span", { text: "Reps" }), h("span", { text: "RIR" }), h("span", { text: "Done" })),
    sets,
    problems,
    h("button", { class: "btn ghost small", type: "button", text: "+ Add set", "aria-label": `Add a set of ${exercise.name}`, on: { click: () => {
      const current = load();
      const list = current.exercises[index].sets;
      const previous = list[list.length - 1] || { weight: "", reps: "", rir: "" };
      list.push({ weight: previous.weight, reps: previous.reps, rir: previous.rir, done: false });
      save(current);
      sets.append(setRow(current.exercises[index], index, list.length - 1, problems));
    } } }),
  );
  swapButton.addEventListener("click", () => {
    const open = swapButton.getAttribute("aria-expanded") === "true";
    swapButton.setAttribute("aria-expanded", String(!open));
    if (open && swap) {
      swap.remove();
      swap = null;
    } else {
      swap = swapPanel(exercise, load());
      card.append(swap);
      $("input", swap).focus();
    }
  });
  return card;
}

async function finish(button, result) {
  const workout = load();
  clear(result);
  const exercises_logged = workout.exercises
    .map((e) => ({
      exercise_id: e.exercise_id,
      sets: e.sets.filter((s) => s.done).map((s) => {
        const set = { weight: Number(s.weight === "" ? 0 : s.weight), reps: Number(s.reps) };
        if (s.rir !== "" && s.rir !== null && s.rir !== undefined) set.rir = Number(s.rir);
        return set;
      }),
    }))
    .filter((e) => e.sets.length);
  if (!exercises_logged.length) {
    result.append(errorBox({ detail: "Tick at least one set before you finish." }));
    return;
  }
  // One key per workout, kept until the server confirms: a retry after a dropped
  // connection repeats the same request, and the server logs it once.
  if (!workout.key) {
    workout.key = uuid();
    save(workout);
  }
  const minutes = Math.round((Date.now() - workout.startedAt) / 60000);
  const body = { day: workout.day, exercises_logged, duration_minutes: Math.min(600, Math.max(1, minutes)) };
  if (workout.unit) body.unit = workout.unit;
  button.disabled = true;
  result.append(loading("Saving your workout…"));
  try {
    const answer = await post("/api/workouts/log", body, { "Idempotency-Key": workout.key });
    localStorage.removeItem(KEY);
    finished = { answer, workout };
    forgetLastTimes();
    await loadPlan(true).catch(() => null); // the day is completed now
    emit("plan-changed", state.plan);
    emit("workout-logged");
    toast("Workout logged");
    showWorkout();
  } catch (error) {
    clear(result).append(
      errorBox(error, "Couldn't save"),
      h("p", { class: "muted small", text: "Your sets are safe on this device. Tap Finish again to retry — it will never be logged twice." }),
    );
    button.disabled = false;
  }
}

function finishedView(view) {
  const { answer, workout } = finished;
  const names = new Map(workout.exercises.map((e) => [e.exercise_id, e.name]));
  const done = workout.exercises.reduce((n, e) => n + e.sets.filter((s) => s.done).length, 0);
  view.append(
    h("h2", { class: "view-title", tabindex: "-1", text: "Workout logged" }),
    h("div", { class: "card stack" },
      h("p", { text: `${capitalize(workout.day)} · ${done} set${done === 1 ? "" : "s"} done.` }),
      recordsView(answer.new_prs || [], (slug) => names.get(slug) || slug, answer.baselines || []),
      h("div", { class: "button-row" },
        h("a", { class: "btn primary", href: "#progress", text: "See your progress" }),
        h("a", { class: "btn ghost", href: "#today", text: "Back to Today" })),
    ),
  );
  $(".view-title", view).focus();
}

async function nothingYet(view) {
  view.append(h("h2", { class: "view-title", text: "Workout" }));
  const card = h("div", { class: "card empty" }, loading());
  view.append(card);
  const plan = await loadPlan().catch(() => null);
  clear(card);
  const today = plan && Object.entries(plan.days).find(([, d]) => d.date === localIsoDate());
  if (today && !today[1].is_rest_day && today[1].status !== "completed") {
    card.append(
      h("p", { text: `Today is ${today[1].title}.` }),
      h("button", { class: "btn primary", type: "button", text: "Start today's workout", on: { click: () => startWorkout(today[0]) } }),
    );
  } else {
    card.append(
      h("p", { text: plan ? "No workout in progress. Pick a training day to start one." : "Once your coach has built your plan, your workouts start here." }),
      h("a", { class: "btn primary", href: plan ? "#today" : "#coach", text: plan ? "Go to Today" : "Talk to your coach" }),
    );
  }
}

/** Throwing sets away takes two taps: the first only asks. */
function discardButton() {
  const button = h("button", { class: "link small danger-link", type: "button", text: "Discard this workout" });
  button.addEventListener("click", () => {
    if (button.dataset.armed) {
      localStorage.removeItem(KEY);
      showWorkout();
      return;
    }
    button.dataset.armed = "1";
    button.textContent = "Tap again to discard every set of this workout";
  });
  return button;
}

export function showWorkout() {
  const view = clear($("#view-workout"));
  clearInterval(ticker);
  if (finished) {
    finishedView(view);
    finished = null;
    return;
  }
  const workout = load();
  if (!workout) {
    nothingYet(view);
    return;
  }
  const isToday = workout.date === localIsoDate();
  const result = h("div", { class: "log-result", "aria-live": "polite" });
  const finishButton = h("button", { class: "btn primary wide", type: "button", text: "Finish workout" });
  finishButton.addEventListener("click", () => finish(finishButton, result));
  view.append(
    h("div", { class: "wo-top" },
      h("h2", { class: "view-title", text: `Workout · ${capitalize(workout.day)}` }),
      h("p", { class: "muted", text: `${workout.title} · ${formatDate(workout.date)}` }),
      isToday ? null : h("p", { class: "notice", text: `This is ${capitalize(workout.day)}'s session; finishing logs it as ${capitalize(workout.day)}, not today.` })),
    ...workout.exercises.map((exercise, index) => exerciseCard(exercise, index, workout)),
    h("div", { class: "wo-finish" }, finishButton, result,
      discardButton()),
    timerPanel(),
  );
  updateTimer();
  ticker = setInterval(() => {
    if (state.tab !== "workout") clearInterval(ticker);
    else updateTimer();
  }, 250);
}
