"""Every history line, written without Qt, is the line the Qt screens wrote before the
describers moved into each system's ``describe`` module: for each event of every fixture
session (as stored, and performed again through today's kernel) and of the demo, in
English, Czech and French, and Edit → Undo's name of each event
(tests/play/history_lines.json, captured by tests/capture_history_lines.py at ca43526;
cards written as people read them, K♠ and the language's letters, since issue 27).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from deskapp.core import i18n, systems
from deskapp.core.play.describe import action_line, describe_event

CAPTURED = json.loads((Path(__file__).parent / "history_lines.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize("key", sorted(CAPTURED))
@pytest.mark.parametrize("language", ["en", "cs", "fr"])
def test_the_describer_writes_the_lines_the_screens_wrote(key: str, language: str) -> None:
    session = CAPTURED[key]
    spec = systems.spec(session["system"])
    events = session["events"]
    table = session["setup"]["table"]
    written = [
        [
            describe_event(spec, event, events, table, language),
            action_line(spec, event, table, language),
        ]
        for event in events
    ]
    assert written == session["lines"][language]
    assert i18n.current_language() == "en"  # the language was the describer's for a while


def test_every_kind_of_session_is_compared() -> None:
    assert {session["system"] for session in CAPTURED.values()} == set(systems.keys())
    assert sum(len(session["events"]) for session in CAPTURED.values()) > 300
    assert any("/again" in key for key in CAPTURED) and any("demo/" in key for key in CAPTURED)
