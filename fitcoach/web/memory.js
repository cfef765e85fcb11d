// Memory: what the coach remembers, tier by tier. The user can always make it forget.

import { del, get } from "./api.js";
import { $, clear, h } from "./dom.js";
import { errorBox, formatDateTime, loading, toast } from "./ui.js";

const TIERS = [
  ["tier_1_staples", "Staples", "Long-term facts: equipment, goals, conditions, preferences."],
  ["tier_2_physiological", "Body right now", "Soreness, fatigue and strains; they expire on their own."],
  ["tier_3_situational", "This week's situation", "Events and life changes for a given week."],
];

const when = formatDateTime;

function meta(tier, item) {
  if (tier === "tier_1_staples") return item.category ? item.category.replace(/_/g, " ") : "";
  if (tier === "tier_2_physiological") {
    return [item.body_part, item.condition && item.condition.replace(/_/g, " "), item.expires_at && `until ${when(item.expires_at)}`]
      .filter(Boolean)
      .join(" · ");
  }
  return [item.event, item.expires_at && `until ${when(item.expires_at)}`].filter(Boolean).join(" · ");
}

// The fact in the language the user chats in (the API renders it from the payload);
// the stored English fact when an older server sends none.
const shown = (item) => item.shown || item.fact;

function itemRow(tier, item) {
  const slot = h("div", { class: "error-slot" });
  const forget = h("button", { class: "btn ghost small danger", type: "button", text: "Forget", "aria-label": `Forget: ${shown(item)}` });
  const row = h(
    "li",
    { class: "memory-item" },
    h("div", { class: "memory-text" }, h("p", { text: shown(item) }), h("small", { class: "muted", text: meta(tier, item) })),
    forget,
    slot,
  );
  forget.addEventListener("click", async () => {
    forget.disabled = true;
    clear(slot);
    try {
      await del(`/api/memory/${encodeURIComponent(item.id)}`);
      row.remove();
      toast("Forgotten");
    } catch (error) {
      forget.disabled = false;
      slot.append(errorBox(error, "Couldn't forget"));
    }
  });
  return row;
}

export async function showMemory() {
  const view = clear($("#view-memory"));
  view.append(h("h2", { class: "view-title", text: "What your coach remembers" }), loading());
  let memory;
  try {
    memory = await get("/api/memory");
  } catch (error) {
    view.lastChild.replaceWith(errorBox(error, "Couldn't load memory"));
    return;
  }
  view.lastChild.remove();
  for (const [tier, title, blurb] of TIERS) {
    const items = memory[tier] || [];
    view.append(
      h(
        "section",
        { class: "card memory-tier" },
        h("h3", { text: title }),
        h("p", { class: "muted small", text: blurb }),
        items.length
          ? h("ul", { class: "memory-list" }, items.map((item) => itemRow(tier, item)))
          : h("p", { class: "muted empty-line", text: "Nothing here." }),
      ),
    );
  }
}
