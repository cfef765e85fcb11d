"""A new user's whole journey in real Chromium, on a phone and on a desktop.

sign up -> onboarding -> accept -> a day edit shown as a diff -> workout mode with the rest
timer -> a log that survives a dropped connection -> progress charts from the real log ->
forget a memory -> log out -> log in on a fresh browser and find the conversation and the
pending proposal again. Along the way: no JavaScript errors, every control labelled, a
visible focus ring, AA contrast for the main text and buttons, no sideways scroll at 320 px.
Screenshots land in artifacts/screenshots/ (CI lists them).
"""

from __future__ import annotations

import re
import uuid
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("playwright")  # the conftest fails in CI if it is missing

from playwright.sync_api import Page, expect

PASSWORD = "correct horse battery staple"
UUID = re.compile(r"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$")
# A failed request is logged by Chromium as a console error; these are the ones we cause.
EXPECTED_CONSOLE = re.compile(
    r"Failed to load resource: "
    r"(the server responded with a status of 4\d\d|net::ERR_CONNECTION_RESET)"
)
HERE = Path(__file__).resolve().parent

expect.set_options(timeout=10_000)

LABELS_JS = (HERE / "labels.js").read_text("utf-8")

CONTRAST_JS = (HERE / "contrast.js").read_text("utf-8")

MAIN_TEXT = [
    ".bubble p",
    ".msg.user .bubble",
    ".btn.primary",
    ".btn.ghost",
    ".chip",
    ".tabs a",
    ".tabs a.active",
    ".muted",
    ".day-name",
    ".exercise-name",
    ".exercise-dose",
    ".badge",
    ".diff-badge",
    ".summary-diff",
    ".timer-clock",
    ".error-box",
]


class Watch:
    """Console errors and uncaught exceptions of one page."""

    def __init__(self, page: Page) -> None:
        self.errors: list[str] = []
        page.on("pageerror", lambda error: self.errors.append(f"exception: {error}"))
        page.on(
            "console",
            lambda message: (
                self.errors.append(f"console: {message.text}")
                if message.type == "error" and not EXPECTED_CONSOLE.search(message.text)
                else None
            ),
        )


def check_page(page: Page, where: str) -> None:
    unlabelled = page.evaluate(LABELS_JS)
    assert unlabelled == [], f"{where}: controls without a name: {unlabelled}"
    for result in page.evaluate(CONTRAST_JS, MAIN_TEXT):
        assert result["ratio"] >= 4.5, f"{where}: contrast {result['ratio']:.2f} for {result}"


def check_focus_ring(page: Page, where: str, presses: int = 6) -> None:
    """Tabbing shows where the focus is: an outline or a ring on every stop."""
    page.locator("body").click(position={"x": 1, "y": 1})
    for _ in range(presses):
        page.keyboard.press("Tab")
        ring = page.evaluate(
            """() => {
              const el = document.activeElement;
              if (!el || el === document.body) return 'body';
              const s = getComputedStyle(el);
              const outline = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0;
              return outline || s.boxShadow !== 'none' ? 'ok' : el.outerHTML.slice(0, 100);
            }"""
        )
        assert ring in ("ok", "body"), f"{where}: no visible focus on {ring}"


def check_no_sideways_scroll(page: Page, views: list[str]) -> None:
    size = page.viewport_size
    page.set_viewport_size({"width": 320, "height": 640})
    try:
        for view in views:
            page.evaluate(f"location.hash = '#{view}'")
            expect(page.locator(f"#view-{view}")).to_be_visible()
            page.wait_for_timeout(300)  # let the view draw what it fetched
            width = page.evaluate("[document.documentElement.scrollWidth, window.innerWidth]")
            widest = page.evaluate(
                "[...document.querySelectorAll('body *')].filter((e) => e.getBoundingClientRect()"
                ".right > window.innerWidth + 1).slice(-3).map((e) => e.outerHTML.slice(0, 120))"
            )
            assert width[0] <= width[1], f"#{view} scrolls sideways at 320 px: {width} {widest}"
    finally:
        assert size is not None
        page.set_viewport_size(size)


def api(page: Page, path: str) -> Any:
    return page.evaluate(
        """async (path) => {
          const token = localStorage.getItem('fitcoach.token');
          const r = await fetch(path, { headers: { Authorization: 'Bearer ' + token } });
          return { status: r.status, body: r.status === 204 ? null : await r.json() };
        }""",
        path,
    )


def seconds(clock: str) -> int:
    minutes, secs = clock.split(":")
    return int(minutes) * 60 + int(secs)


def sign_in(page: Page, username: str, register: bool) -> None:
    if register:
        page.get_by_role("button", name="Create an account").click()
    page.get_by_label("Username").fill(username)
    page.get_by_label("Password").fill(PASSWORD)
    page.get_by_role("button", name="Create account" if register else "Log in").click()


def start_a_workout(page: Page) -> str:
    """Today if it is a training day, else the first training day still to do."""
    page.get_by_role("link", name="Today").click()
    expect(page.locator(".day-card")).to_be_visible()
    start = page.get_by_role("button", name=re.compile(r"^Start (workout|\w+'s workout)$"))
    if start.count() == 0:
        # Days still ahead first: a coach may rightly refuse to edit a day that has passed.
        today = datetime.now(UTC).weekday()
        pills = page.locator(".day-pill").all()
        for pill in pills[today + 1 :] + pills[:today]:
            pill.click()
            expect(page.locator(".day-card")).to_be_visible()
            if start.count():
                break
    return start.inner_text()


@pytest.mark.parametrize(
    ("device", "viewport", "scheme"),
    [
        ("phone", {"width": 390, "height": 844}, "light"),
        ("desktop", {"width": 1280, "height": 800}, "dark"),
    ],
)
def test_a_new_user_trains_and_comes_back_on_another_device(
    browser: Any, live_server: str, screenshots: Path, device: str, viewport: Any, scheme: str
) -> None:
    username = f"e2e_{device}_{uuid.uuid4().hex[:6]}"
    shot = lambda page, name: page.screenshot(path=str(screenshots / f"{device}-{name}.png"))  # noqa: E731
    context = browser.new_context(
        viewport=viewport, color_scheme=scheme, timezone_id="UTC", locale="en-US"
    )
    page = context.new_page()
    watch = Watch(page)
    page.goto(live_server)

    # Sign-in screen: labelled, focus visible, readable.
    expect(page.get_by_label("Username")).to_be_focused()
    check_page(page, "sign-in")
    check_focus_ring(page, "sign-in", presses=4)

    # ---- sign up: the message box has the focus, and a first visit leads somewhere ----
    sign_in(page, username, register=True)
    expect(page.locator("#chat-input")).to_be_focused()
    starters = page.get_by_role("group", name="Suggested replies").get_by_role("button")
    expect(starters).to_have_count(3)
    check_page(page, "welcome")
    shot(page, "01-welcome")

    # ---- onboarding: the first week is staged, shown, accepted ----
    starters.first.click()
    proposal = page.locator(".proposal").last
    expect(proposal.locator(".summary-diff")).to_have_text(
        re.compile(r"^Your first week: \d training days\.$")
    )
    expect(proposal.locator("details.proposal-day[open]")).to_have_count(1)
    check_page(page, "proposal")
    shot(page, "02-proposal")
    proposal.get_by_role("button", name="Accept Plan").click()
    expect(page.locator(".status-accepted")).to_have_text(re.compile("Accepted"))
    expect(page.locator("#toast")).to_have_text("Plan updated")
    check_focus_ring(page, "coach")

    # ---- a day edit from Today: focus in the box, a diff with what changed ----
    button_name = start_a_workout(page)
    day = page.locator(".day-card .day-name").inner_text().strip().lower()
    page.get_by_role("button", name="Ask the coach about this day").click()
    expect(page.locator("#chat-input")).to_be_focused()
    expect(page.locator("#chat-context")).to_contain_text(f"About {day.capitalize()}")
    page.locator("#chat-input").fill("Make this day 30 minutes")
    page.keyboard.press("Enter")
    edit = page.locator(".proposal").last
    expect(edit.locator(".summary-diff")).to_contain_text(day.capitalize())
    expect(edit.locator(".proposal-day[open]")).to_have_count(1)
    assert edit.locator(".exercise.diff-removed, .exercise.diff-changed, .diff-badge").count() > 0
    shot(page, "03-day-diff")

    # ---- workout mode: targets, last time, tick -> rest timer ----
    page.get_by_role("link", name="Today").click()
    page.get_by_role("button", name=button_name).click()
    expect(page.locator("#view-workout h2")).to_have_text(f"Workout · {day.capitalize()}")
    cards = page.locator(".wo-exercise")
    expect(cards.first).to_be_visible()
    expect(cards.first.locator(".last-time")).to_contain_text("First time")
    first = cards.first
    rest = seconds(re.search(r"(\d+:\d\d) rest", first.locator(".wo-dose").inner_text()).group(1))
    for weight in first.locator(".set-weight").all():
        if not weight.input_value():
            weight.fill("40")
    first.locator(".tick").first.click()
    timer = page.locator("#rest-timer")
    expect(timer).to_be_visible()
    shown = timer.locator(".timer-clock").inner_text()
    assert 0 < seconds(shown) <= rest
    expect(timer.locator(".timer-clock")).not_to_have_text(shown)  # it counts down
    # The timer keeps true time across a sleeping screen: it is computed from when the rest
    # ends, so moving that moment is all it takes to see the display follow.
    page.evaluate(
        """() => {
          const w = JSON.parse(localStorage.getItem('fitcoach.workout'));
          w.timer.endsAt = Date.now() - 1000;
          localStorage.setItem('fitcoach.workout', JSON.stringify(w));
          document.dispatchEvent(new Event('visibilitychange'));
        }"""
    )
    expect(timer.locator(".timer-label")).to_have_text("Rest over — next set!")
    first.locator(".tick").nth(1).click()
    expect(timer.locator(".timer-label")).to_contain_text("Rest ·")
    check_page(page, "workout")
    shot(page, "04-workout")
    timer.get_by_role("button", name="Skip rest").click()
    expect(timer).to_be_hidden()
    second = cards.nth(1)
    for weight in second.locator(".set-weight").all()[:1]:
        if not weight.input_value():
            weight.fill("25")
    second.locator(".tick").first.click()
    timer.get_by_role("button", name="Skip rest").click()

    # ---- swap an exercise by asking the coach, in place ----
    swapped = None
    for index in range(cards.count() - 1, 1, -1):
        card = cards.nth(index)
        name = card.locator(".wo-name").inner_text()
        card.get_by_role("button", name=f"Swap {name}").click()
        expect(card.get_by_label(f"Ask the coach about {name}")).to_be_focused()
        card.get_by_role("button", name="Ask", exact=True).click()
        expect(card.locator(".swap-answer .bubble")).to_be_visible()
        use = card.get_by_role("button", name="Use this swap")
        if use.count():
            use.click()
            expect(page.locator("#toast")).to_have_text("Swapped")
            swapped = name
            break
    assert swapped is not None, "no exercise of the day could be swapped in place"
    expect(
        page.locator(".wo-name").filter(has_text=re.compile(f"^{re.escape(swapped)}$"))
    ).to_have_count(0)
    expect(cards.first.locator(".tick.done")).to_have_count(2)  # done sets survive the swap

    # ---- finish on a flaky connection: the retry carries the same Idempotency-Key ----
    keys: list[str | None] = []

    def flaky(route: Any) -> None:
        keys.append(route.request.headers.get("idempotency-key"))
        if len(keys) == 1:
            route.abort("connectionreset")
        else:
            route.continue_()

    page.route("**/api/workouts/log", flaky)
    finish = page.get_by_role("button", name="Finish workout")
    finish.click()
    expect(page.locator(".wo-finish .error-box")).to_contain_text("Can't reach the server")
    finish.click()
    expect(page.get_by_role("heading", name="Workout logged")).to_be_visible()
    page.unroute("**/api/workouts/log")
    assert len(keys) == 2 and keys[0] == keys[1] and UUID.match(keys[0] or ""), keys
    logs = api(page, "/api/workouts/logs")["body"]["logs"]
    assert len(logs) == 1
    assert sum(len(e["sets"]) for e in logs[0]["exercises_logged"]) == 3
    # A first session sets baselines; it is not a flood of "records".
    records = page.locator("#view-workout .prs")
    expect(records).to_contain_text("First time logged")
    assert "RM" not in records.inner_text().replace("1RM", "")
    assert page.locator("#view-workout .prs h3").count() == 0
    shot(page, "05-logged")

    # ---- progress from the real log ----
    page.get_by_role("link", name="See your progress").click()
    expect(page.locator(".line-chart circle").first).to_be_visible()
    assert page.locator(".line-chart circle").count() >= 2  # e1RM and top set
    expect(page.locator(".band-bars .bar rect").first).to_be_visible()
    expect(page.locator(".pr-list li").first).to_contain_text(logs_exercise_name(page, logs))
    check_page(page, "progress")
    shot(page, "06-progress")

    # ---- memory: forget one thing ----
    page.get_by_role("link", name="Memory").click()
    items = page.locator(".memory-item")
    expect(items.first).to_be_visible()
    before = items.count()
    fact = items.first.locator("p").inner_text()
    items.first.get_by_role("button", name=re.compile("^Forget")).click()
    expect(items).to_have_count(before - 1)
    memory = api(page, "/api/memory")["body"]
    assert fact not in [item["fact"] for tier in memory.values() for item in tier]
    check_page(page, "memory")

    check_no_sideways_scroll(page, ["coach", "today", "week", "workout", "progress", "memory"])

    # ---- log out: the server is told, the device forgets ----
    token = page.evaluate("localStorage.getItem('fitcoach.token')")
    with page.expect_request("**/api/auth/logout") as sent:
        page.get_by_role("button", name="Log out").click()
    assert sent.value.headers.get("authorization") == f"Bearer {token}"
    response = sent.value.response()
    assert response is not None
    expect(page.get_by_label("Username")).to_be_visible()
    assert page.evaluate("Object.keys(localStorage).filter((k) => k.startsWith('fitcoach.'))") == []
    assert page.locator("#chat-log").inner_text() == ""
    revoked = page.request.get(
        f"{live_server}/api/plans/current", headers={"Authorization": f"Bearer {token}"}
    )
    if "/api/auth/logout" in page.request.get(f"{live_server}/openapi.json").json()["paths"]:
        assert response.status == 204
        assert revoked.status == 401
    else:  # before the logout route lands, the client still clears itself (see report)
        assert response.status == 404
    context.close()

    # ---- a fresh browser: the conversation and the pending proposal come back ----
    fresh = browser.new_context(
        viewport=viewport, color_scheme=scheme, timezone_id="UTC", locale="en-US"
    )
    page2 = fresh.new_page()
    watch2 = Watch(page2)
    page2.goto(live_server)
    # A typo first: a sentence to read, the code and request id only behind "Details".
    page2.get_by_label("Username").fill(username)
    page2.get_by_label("Password").fill("not my password")
    page2.get_by_role("button", name="Log in").click()
    error = page2.locator("#auth-error .error-box")
    expect(error).to_contain_text("That username and password don't match")
    expect(error.locator(".error-meta")).to_be_hidden()
    error.get_by_text("Details").click()
    expect(error.locator(".error-meta")).to_contain_text(
        re.compile(r"invalid_credentials.*request ")
    )
    sign_in(page2, username, register=False)
    expect(page2.locator(".msg.user .bubble").first).to_contain_text("I train at home")
    expect(page2.locator(".status-accepted").first).to_be_visible()
    pending = page2.locator(".proposal:not(.decided)")
    expect(pending.last.get_by_role("button", name="Accept Plan")).to_be_visible()
    expect(
        page2.locator(".msg.user .bubble").filter(has_text="Make this day 30 minutes")
    ).to_have_count(1)
    expect(page2.locator(".msg.user .bubble").last).to_contain_text(f"Swap {swapped}")
    check_page(page2, "restored")
    shot(page2, "07-restored")
    fresh.close()

    assert watch.errors == [], watch.errors
    assert watch2.errors == [], watch2.errors


def logs_exercise_name(page: Page, logs: list[dict[str, Any]]) -> str:
    slug = logs[0]["exercises_logged"][0]["exercise_id"]
    return str(api(page, f"/api/exercises/{slug}")["body"]["name"])
