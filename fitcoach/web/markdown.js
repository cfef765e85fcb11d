// A deliberately small markdown subset for the coach's messages: paragraphs, line breaks,
// bullet and numbered lists, **bold**, *italic* and `code`. Parsing yields plain data;
// rendering builds text nodes, so any HTML in the message is shown, never executed.

const BULLET = /^\s*[-*•]\s+(.*)$/;
const NUMBERED = /^\s*\d{1,3}[.)]\s+(.*)$/;
const HEADING = /^\s{0,3}#{1,6}\s+(.*)$/;
const INLINE = /(\*\*(?=\S)[\s\S]*?\S\*\*|__(?=\S)[\s\S]*?\S__|`[^`]+`|\*(?=[^\s*])[^*]*?[^\s*]\*|\*[^\s*]\*)/;

/** Inline spans: [{type: "text"|"strong"|"em"|"code", text | children}] */
export function parseInline(text) {
  const out = [];
  let rest = text;
  while (rest) {
    const match = INLINE.exec(rest);
    if (!match) {
      out.push({ type: "text", text: rest });
      break;
    }
    if (match.index > 0) out.push({ type: "text", text: rest.slice(0, match.index) });
    const token = match[0];
    if (token.startsWith("**") || token.startsWith("__")) {
      out.push({ type: "strong", children: parseInline(token.slice(2, -2)) });
    } else if (token.startsWith("`")) {
      out.push({ type: "code", text: token.slice(1, -1) });
    } else {
      out.push({ type: "em", children: parseInline(token.slice(1, -1)) });
    }
    rest = rest.slice(match.index + token.length);
  }
  return out;
}

/** Blocks: [{type: "p", lines: [inline[]]} | {type: "ul"|"ol", items: [inline[]]}] */
export function parseMarkdown(source) {
  const blocks = [];
  let current = null;
  const lines = String(source || "").replace(/\r\n?/g, "\n").split("\n");
  for (const line of lines) {
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    if (bullet || numbered) {
      const type = bullet ? "ul" : "ol";
      if (!current || current.type !== type) {
        current = { type, items: [] };
        blocks.push(current);
      }
      current.items.push(parseInline((bullet || numbered)[1]));
    } else if (!line.trim()) {
      current = null;
    } else {
      const heading = HEADING.exec(line);
      const inline = heading ? [{ type: "strong", children: parseInline(heading[1]) }] : parseInline(line.trim());
      if (!current || current.type !== "p") {
        current = { type: "p", lines: [] };
        blocks.push(current);
      }
      current.lines.push(inline);
    }
  }
  return blocks;
}

function renderInline(spans, parent) {
  for (const span of spans) {
    if (span.type === "text") parent.append(document.createTextNode(span.text));
    else if (span.type === "code") {
      const code = document.createElement("code");
      code.textContent = span.text;
      parent.append(code);
    } else {
      const el = document.createElement(span.type);
      renderInline(span.children, el);
      parent.append(el);
    }
  }
  return parent;
}

export function renderMarkdown(source) {
  const fragment = document.createDocumentFragment();
  for (const block of parseMarkdown(source)) {
    if (block.type === "p") {
      const p = document.createElement("p");
      block.lines.forEach((line, index) => {
        if (index > 0) p.append(document.createElement("br"));
        renderInline(line, p);
      });
      fragment.append(p);
    } else {
      const list = document.createElement(block.type);
      for (const item of block.items) list.append(renderInline(item, document.createElement("li")));
      fragment.append(list);
    }
  }
  return fragment;
}
