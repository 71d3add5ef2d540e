"""Issue 14, item 13: undoing an import takes back everything it added — its characters,
play sessions, table options and GM sides — and redo brings them back."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from deskapp.core import systems
from deskapp.core.demo import write_demo, write_demo_sessions
from deskapp.core.edits import ImportCharacters
from deskapp.core.exchange import check_import, export_campaign
from deskapp.core.store import CampaignFile


def state(campaign: CampaignFile) -> dict[str, Any]:
    return {
        "characters": [s.name for s in campaign.summaries()],
        "sessions": [s.name for s in campaign.sessions()],
        "sides": {
            (system, part): getattr(campaign, part)(system)
            for system in systems.keys()
            for part in ("options", "game_master")
        },
    }


def test_undo_of_an_import_leaves_no_session_option_or_gm_side(tmp_path: Path) -> None:
    with CampaignFile.open(tmp_path / "demo.carddesk") as demo:
        write_demo(demo)
        write_demo_sessions(demo)
        demo.set_options("agents", {"deck": "standard54"})
        document = export_campaign(demo)
    with CampaignFile.open(tmp_path / "target.carddesk") as target:
        before = state(target)
        edit = ImportCharacters(check_import(document))
        edit.apply(target)
        imported = state(target)
        assert imported["sessions"] and imported["sides"][("agents", "options")] is not None
        edit.revert(target)
        assert state(target) == before  # old code: the sessions, options and GM sides stayed
        edit.apply(target)  # redo
        assert state(target) == imported
