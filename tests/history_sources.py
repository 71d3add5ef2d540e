"""The sessions whose history lines are compared (tests/play/history_lines.json): every
session of the fixtures as stored (old events keep their English ``"text"``), the same
actions performed again through today's kernel (events with outcomes, undos and redos),
and the demo campaign's sessions."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from deskapp.core import systems
from deskapp.core.demo import write_demo, write_demo_sessions
from deskapp.core.play.kernel import History
from deskapp.core.play.recording import RecordedRandom
from deskapp.core.store import CampaignFile

FIXTURES = Path(__file__).parent / "fixtures"


def stored_sessions() -> Iterator[tuple[str, dict[str, Any]]]:
    """(key, {"system", "name", "setup", "events"}) of each fixture session as stored."""
    for path in sorted(FIXTURES.glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        if path.name.startswith("agents"):
            entries = [{"system": "agents", **entry} for entry in data["sessions"]]
        elif path.name.startswith("cinematic"):
            entries = list(data.values())
        else:
            entries = [{"system": path.name.split("_old")[0].split("_example")[0], **data}]
        for number, entry in enumerate(entries, start=1):
            yield (
                f"{path.stem}/{number}",
                {
                    "system": entry["system"],
                    "name": entry.get("name", path.stem),
                    "setup": entry["setup"],
                    "events": entry["events"],
                },
            )


def performed_again(entry: dict[str, Any]) -> dict[str, Any] | None:
    """The entry's actions performed through today's kernel, stored as PlaySession stores
    them; None when they no longer perform so (an old driver's own undo)."""
    driver = systems.spec(entry["system"]).driver_class()
    rng = RecordedRandom()
    table = entry["setup"]["table"]
    history = History(
        lambda random: driver.from_setup(table, random), rng, entry["setup"]["random"]
    )
    events = []
    try:
        for number, old in enumerate(entry["events"], start=1):
            rng.replay(old.get("random", []))
            action = old["action"]
            result = history.perform(action, number)
            rng.discard_pending()
            rng.take_recorded()
            event: dict[str, Any] = {"action": action, "random": [], "at": old["at"]}
            if action["do"] == "undo":
                event["undid"] = result.event
            elif action["do"] == "redo":
                event["redid"] = result.event
            else:
                assert history.last is not None
                event["random"] = list(history.last.random)
                event["outcome"] = history.last.outcome
            events.append(event)
    except Exception:
        return None
    return {**entry, "events": json.loads(json.dumps(events))}


def demo_sessions(folder: Path) -> Iterator[tuple[str, dict[str, Any]]]:
    with CampaignFile.open(folder / "demo.carddesk") as campaign:
        write_demo(campaign)
        write_demo_sessions(campaign)
        for summary in campaign.sessions():
            yield (
                f"demo/{summary.system}",
                {
                    "system": summary.system,
                    "name": summary.name,
                    "setup": campaign.session_setup(summary.id),
                    "events": campaign.session_events(summary.id),
                },
            )


def all_sessions(folder: Path) -> Iterator[tuple[str, dict[str, Any]]]:
    for key, entry in stored_sessions():
        yield key, entry
        again = performed_again(entry)
        if again is not None:
            yield f"{key}/again", again
    yield from demo_sessions(folder)
