"""Captured once, before the describers moved out of the Qt screens: every history line
(and every Edit → Undo text) the screens wrote for each event of tests/history_sources.py,
in each language. ``python tests/capture_history_lines.py`` wrote history_lines.json."""

from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path

from PySide6.QtWidgets import QApplication

sys.path.insert(0, str(Path(__file__).parent))

from history_sources import FIXTURES, all_sessions

from deskapp.core import systems
from deskapp.core.play.session import PlaySession
from deskapp.core.store import CampaignFile
from deskapp.ui.i18n import install_language


def main() -> None:
    app = QApplication.instance() or QApplication([])
    captured = {}
    with tempfile.TemporaryDirectory() as folder:
        for key, entry in all_sessions(Path(folder)):
            spec = systems.spec(entry["system"])
            with CampaignFile.open(Path(folder) / f"{len(captured)}.carddesk") as campaign:
                session_id = campaign.create_session(spec.key, entry["name"], entry["setup"])
                for event in entry["events"]:
                    campaign.append_session_event(session_id, event)
                session = PlaySession.resume(campaign, session_id, spec.driver_class())
                screen = spec.load(spec.screen)()
                screen.bind(session)
                lines = {}
                for language in ("en", "cs", "fr"):
                    install_language(language)
                    events = session.events
                    lines[language] = [
                        [screen.describe_event(event, events), screen._line(event)]
                        for event in events
                    ]
                install_language("en")
                screen.bind(None)
                screen.deleteLater()
            captured[key] = {**entry, "lines": lines}
            print(key, len(entry["events"]))
    app.processEvents()
    (FIXTURES.parent / "play" / "history_lines.json").write_text(
        json.dumps(captured, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )


if __name__ == "__main__":
    main()
