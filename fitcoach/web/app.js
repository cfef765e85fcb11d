// Entry point: sign-in, views (one per hash: #coach, #today, #week, #workout, #progress,
// #memory, #log), and wiring views to each other through the state bus.

import { ApiError, auth, post, whenSignedOut } from "./api.js";
import { focusComposerNext, initCoach, resetCoach, showCoach } from "./coach.js";
import { $, clear } from "./dom.js";
import { showLog } from "./log.js";
import { showMemory } from "./memory.js";
import { loadPlan, showToday, showWeek } from "./plan.js";
import { showProgress } from "./progress.js";
import { on, state } from "./state.js";
import { errorBox } from "./ui.js";
import { forgetLastTimes, showWorkout } from "./workout.js";

const VIEWS = {
  coach: showCoach,
  today: showToday,
  week: showWeek,
  workout: showWorkout,
  progress: showProgress,
  memory: showMemory,
  log: showLog,
};
// Views without a tab of their own light up the tab they belong to.
const TAB_OF = { workout: "today", log: "today" };

// ---- sign-in ---------------------------------------------------------------------------

let registering = false;

function setAuthMode(register) {
  registering = register;
  $("#register-fields").hidden = !register;
  $("#auth-submit").textContent = register ? "Create account" : "Log in";
  $("#auth-switch-text").textContent = register ? "Have an account?" : "New here?";
  $("#auth-switch").textContent = register ? "Log in instead" : "Create an account";
  $("#auth-form").elements.password.autocomplete = register ? "new-password" : "current-password";
  clear($("#auth-error"));
}

function checkAuthForm(fields) {
  if (!/^[A-Za-z0-9_.-]{3,40}$/.test(fields.username)) {
    return "Usernames are 3–40 letters, digits, dots, dashes or underscores.";
  }
  if (registering && fields.password.length < 8) return "Choose a password of at least 8 characters.";
  if (!fields.password) return "Enter your password.";
  return "";
}

async function submitAuth(event) {
  event.preventDefault();
  const form = event.currentTarget;
  const slot = clear($("#auth-error"));
  const fields = { username: form.elements.username.value.trim(), password: form.elements.password.value };
  const problem = checkAuthForm(fields);
  if (problem) {
    slot.append(errorBox({ detail: problem }));
    return;
  }
  const body = registering
    ? { ...fields, units: form.elements.units.value, timezone: form.elements.timezone.value.trim() || "UTC" }
    : fields;
  const button = $("#auth-submit");
  button.disabled = true;
  try {
    const answer = await post(registering ? "/api/auth/register" : "/api/auth/login", body);
    auth.save(answer.token, fields.username);
    form.reset();
    focusComposerNext(); // a new (or returning) user lands in the message box, ready to type
    enterApp();
  } catch (error) {
    slot.append(errorBox(error instanceof ApiError ? error : { detail: String(error) }));
  } finally {
    button.disabled = false;
  }
}

function showAuth(message) {
  $("#main").hidden = true;
  $("#auth").hidden = false;
  setAuthMode(false);
  if (message) $("#auth-error").append(errorBox({ detail: message }));
  const tz = $("#auth-form").elements.timezone;
  if (!tz.value) tz.value = Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  $("#auth-form").elements.username.focus();
}

// ---- the app ---------------------------------------------------------------------------

function currentTab() {
  const name = location.hash.replace(/^#/, "");
  return name in VIEWS ? name : "coach";
}

function showTab() {
  const tab = currentTab();
  state.tab = tab;
  for (const link of document.querySelectorAll(".tabs a")) {
    const active = link.dataset.tab === (TAB_OF[tab] || tab);
    link.classList.toggle("active", active);
    if (active) link.setAttribute("aria-current", "page");
    else link.removeAttribute("aria-current");
  }
  for (const view of document.querySelectorAll(".view")) view.hidden = view.dataset.view !== tab;
  document.body.dataset.tab = tab;
  VIEWS[tab]();
}

function enterApp() {
  $("#auth").hidden = true;
  $("#main").hidden = false;
  $("#who").textContent = auth.username;
  state.plan = undefined;
  state.exercises = null;
  state.selectedDay = null;
  resetCoach();
  forgetLastTimes();
  showTab();
  // A first visit with no plan starts in the coach's onboarding chat.
  loadPlan().catch(() => {});
}

async function logOut() {
  const button = $("#logout");
  button.disabled = true;
  try {
    // The server revokes the token (204). If it can't be reached, the device still forgets
    // everything: a stale token is useless once it is no longer stored anywhere.
    await post("/api/auth/logout");
  } catch {
    // nothing more to do: we sign out locally either way
  } finally {
    button.disabled = false;
  }
  auth.clear();
  resetCoach();
  forgetLastTimes();
  state.plan = undefined;
  state.exercises = null;
  state.selectedDay = null;
  state.chatContext = null;
  // Nothing of this user stays on screen for the next one.
  for (const view of document.querySelectorAll(".view:not(#view-coach)")) view.replaceChildren();
  $("#chat-log").replaceChildren();
  $("#chat-input").value = "";
  history.replaceState(null, "", "/");
  showAuth();
}

function boot() {
  // /workout and /progress are real addresses too (bookmarks, a home-screen shortcut).
  const alias = location.pathname.replace(/^\/+|\/+$/g, "");
  if (alias in VIEWS) history.replaceState(null, "", `/#${alias}`);
  $("#auth-form").addEventListener("submit", submitAuth);
  $("#auth-switch").addEventListener("click", () => setAuthMode(!registering));
  $("#logout").addEventListener("click", logOut);
  window.addEventListener("hashchange", () => {
    if (auth.token) showTab();
  });
  whenSignedOut(() => {
    resetCoach();
    showAuth("Your session has ended. Please log in again.");
  });
  on("plan-changed", () => {
    if (state.tab === "today" || state.tab === "week") VIEWS[state.tab]();
  });
  initCoach();
  if (auth.token) enterApp();
  else showAuth();
}

boot();
