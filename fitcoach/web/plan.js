// Today and Week: the active plan as the server has it (GET /api/plans/current).

import { get } from "./api.js";
import { freshChips } from "./chips.js";
import { askAbout } from "./coach.js";
import { dayCard, dayHeader } from "./days.js";
import { $, clear, h } from "./dom.js";
import { WEEKDAYS, capitalize, localIsoDate, state, weekdayOf } from "./state.js";
import { chips, errorBox, formatDate, loading } from "./ui.js";
import { startWorkout } from "./workout.js";

let loadingPlan = null;

export async function loadPlan(force) {
  if (state.plan !== undefined && !force) return state.plan;
  if (!loadingPlan) {
    loadingPlan = get("/api/plans/current")
      .then((plan) => (state.plan = plan))
      .catch((error) => {
        if (error.code === "no_plan") return (state.plan = null);
        throw error;
      })
      .finally(() => {
        loadingPlan = null;
      });
  }
  return loadingPlan;
}

function defaultDay(plan) {
  const today = localIsoDate();
  const match = WEEKDAYS.find((d) => plan.days[d] && plan.days[d].date === today);
  return match || weekdayOf(today);
}

function noPlan(view) {
  view.append(
    h(
      "div",
      { class: "card empty" },
      h("h2", { text: "No plan yet" }),
      h("p", { text: "Tell your coach about your goals, equipment and schedule, and they'll build your first week." }),
      h("a", { class: "btn primary", href: "#coach", text: "Talk to your coach" }),
    ),
  );
}

async function withPlan(view, draw) {
  clear(view).append(loading());
  try {
    const plan = await loadPlan();
    clear(view);
    if (plan) draw(plan);
    else noPlan(view);
  } catch (error) {
    clear(view).append(errorBox(error, "Couldn't load your plan"));
  }
}

function dayPicker(plan, selected, onPick) {
  return h(
    "div",
    { class: "day-picker", role: "tablist", "aria-label": "Day of the week" },
    WEEKDAYS.map((d) => {
      const day = plan.days[d];
      const classes = ["day-pill"];
      if (d === selected) classes.push("selected");
      if (day && day.is_rest_day) classes.push("rest");
      if (day && day.status === "completed") classes.push("done");
      return h("button", {
        class: classes.join(" "),
        type: "button",
        role: "tab",
        "aria-selected": String(d === selected),
        text: capitalize(d).slice(0, 3),
        on: { click: () => onPick(d) },
      });
    }),
  );
}

export function showToday() {
  const view = $("#view-today");
  withPlan(view, (plan) => {
    if (!state.selectedDay) state.selectedDay = defaultDay(plan);
    const name = state.selectedDay;
    const day = plan.days[name];
    const isToday = day && day.date === localIsoDate();
    const trainable = day && !day.is_rest_day && day.status !== "completed";
    const freshEdits = day && day.status === "completed" ? [] : day ? day.suggested_edits : [];
    view.append(
      h("h2", { class: "view-title", text: isToday ? `Today · ${capitalize(name)}` : capitalize(name) }),
      dayPicker(plan, name, (d) => {
        state.selectedDay = d;
        showToday();
      }),
    );
    if (!day) {
      view.append(h("p", { class: "muted", text: "This day isn't in your plan." }));
      return;
    }
    view.append(
      dayCard(
        day,
        capitalize(name),
        h(
          "div",
          { class: "day-actions" },
          chips(freshEdits, (text) => askAbout("today", name, text), `Changes for ${capitalize(name)}`),
          h("div", { class: "button-row" },
            trainable
              ? h("button", { class: "btn primary", type: "button", text: isToday ? "Start workout" : `Start ${capitalize(name)}'s workout`, on: { click: () => startWorkout(name) } })
              : null,
            h("button", { class: "btn ghost", type: "button", text: "Ask the coach about this day", on: { click: () => askAbout("today", name) } }),
          ),
          trainable && !isToday
            ? h("p", { class: "muted small", text: `Today isn't ${capitalize(name)}: a workout started here is logged as ${capitalize(name)}'s session.` })
            : null,
          h("a", { class: "link small", href: "#log", text: "Log a different session" }),
        ),
      ),
    );
  });
}

export function showWeek() {
  const view = $("#view-week");
  withPlan(view, (plan) => {
    const summary = plan.summary || {};
    view.append(
      h("h2", { class: "view-title", text: `Week of ${formatDate(plan.week_start_date)}` }),
      h(
        "div",
        { class: "card week-summary" },
        plan.theme ? h("p", { class: "theme", text: plan.theme }) : null,
        h(
          "dl",
          { class: "stats" },
          h("div", {}, h("dt", { text: "Sessions" }), h("dd", { text: summary.frequency ?? "–" })),
          h("div", {}, h("dt", { text: "Minutes" }), h("dd", { text: summary.total_time_minutes ?? "–" })),
          h("div", {}, h("dt", { text: "Volume (lb)" }), h("dd", { text: (summary.total_volume_lbs ?? 0).toLocaleString() })),
        ),
        (plan.notes || []).length ? h("ul", { class: "plan-notes" }, plan.notes.map((n) => h("li", { text: n }))) : null,
        chips(freshChips(plan.suggested_edits || [], plan), (text) => askAbout("week", null, text), "Changes for this week"),
        h("button", { class: "btn ghost", type: "button", text: "Ask the coach about this week", on: { click: () => askAbout("week", null) } }),
      ),
      h(
        "div",
        { class: "week-days" },
        WEEKDAYS.filter((d) => plan.days[d]).map((d) => {
          const day = plan.days[d];
          const count = (day.blocks || []).reduce((n, b) => n + b.exercises.length, 0);
          return h(
            "button",
            {
              class: `card day-summary${day.is_rest_day ? " is-rest" : ""}`,
              type: "button",
              "aria-label": `Open ${capitalize(d)}`,
              on: { click: () => { state.selectedDay = d; location.hash = "#today"; } },
            },
            dayHeader(day, capitalize(d)),
            day.is_rest_day ? null : h("span", { class: "muted small", text: `${count} exercise${count === 1 ? "" : "s"}` }),
          );
        }),
      ),
    );
  });
}
