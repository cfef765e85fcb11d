"""The coach's markdown subset (fitcoach/web/markdown.js), run in Node when it is installed.

The parser yields plain data and the renderer only ever creates text nodes from it, so
the safety property to check is that markup in a message stays text.
"""

from __future__ import annotations

import json
import shutil
import subprocess
from typing import Any

import pytest

from fitcoach.api.routers.web import WEB_DIR

NODE = shutil.which("node")
pytestmark = pytest.mark.skipif(NODE is None, reason="Node.js is not installed")


def parse(text: str) -> Any:
    script = (
        f"import {{ parseMarkdown }} from {json.dumps((WEB_DIR / 'markdown.js').as_uri())};"
        "let s = ''; process.stdin.on('data', (c) => (s += c));"
        "process.stdin.on('end', () => console.log(JSON.stringify(parseMarkdown(s))));"
    )
    done = subprocess.run(
        [str(NODE), "--input-type=module", "-e", script],
        input=text,
        capture_output=True,
        text=True,
        timeout=30,
        check=True,
    )
    return json.loads(done.stdout)


def test_bold_lists_and_line_breaks():
    blocks = parse(
        "Tap **Accept Plan** to lock it in.\nSee you Monday.\n\n- Squat 3 × 8\n- Rest 90s"
    )
    paragraph, bullets = blocks
    assert paragraph["type"] == "p"
    assert len(paragraph["lines"]) == 2  # a single newline is a line break, not a new paragraph
    assert paragraph["lines"][0][1] == {
        "type": "strong",
        "children": [{"type": "text", "text": "Accept Plan"}],
    }
    assert bullets["type"] == "ul"
    assert [item[0]["text"] for item in bullets["items"]] == ["Squat 3 × 8", "Rest 90s"]


def test_numbered_lists():
    (numbered,) = parse("1. Brace\n2. Drive")
    assert numbered["type"] == "ol"
    assert len(numbered["items"]) == 2


def test_markup_in_a_message_stays_text():
    hostile = '<img src=x onerror="alert(1)"> **<b>bold</b>** [link](javascript:alert(1))'
    (paragraph,) = parse(hostile)
    flat = json.dumps(paragraph)
    kinds = {span["type"] for span in paragraph["lines"][0]}
    assert kinds <= {"text", "strong"}
    assert '<img src=x onerror=\\"alert(1)\\">' in flat  # kept verbatim, as text
    assert "<b>bold</b>" in flat


def test_a_lone_asterisk_is_not_emphasis():
    (paragraph,) = parse("3 sets * 8 reps")
    assert paragraph["lines"][0] == [{"type": "text", "text": "3 sets * 8 reps"}]
