"""Issue 14, item 13: a refused import creates no campaign nor folders; an export keeps the
replaced file's permissions and, like print, makes no missing folder."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from deskapp.cli import main
from deskapp.core.demo import write_demo
from deskapp.core.store import CampaignFile


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str]:
    code = main(list(argv))
    return code, capsys.readouterr().err


def test_an_import_refused_while_replaying_its_session_leaves_no_campaign_or_folder(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    document = {
        "format": "carddesk",
        "version": 1,
        "characters": [{"name": "Ana", "system": "founders"}],
        "sessions": [
            {"system": "founders", "name": "Broken", "setup": {"table": {}}, "events": []}
        ],
    }
    file = tmp_path / "export.json"
    file.write_text(json.dumps(document), encoding="utf-8")
    campaign = tmp_path / "new" / "deeper" / "c.carddesk"
    code, err = run(capsys, "import", str(file), "--campaign", str(campaign))
    assert code == 2 and "session 1 ('Broken')" in err
    assert not (tmp_path / "new").exists()  # old code: the folders and an empty campaign


def test_an_export_keeps_the_replaced_files_permissions(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    campaign = tmp_path / "c.carddesk"
    with CampaignFile.open(campaign) as file:
        write_demo(file)
    out = tmp_path / "shared.json"
    out.write_text("{}", encoding="utf-8")
    out.chmod(0o644)
    assert run(capsys, "export", "--campaign", str(campaign), "--out", str(out))[0] == 0
    assert out.stat().st_mode & 0o777 == 0o644  # old code: 0600
    new = tmp_path / "new.json"
    assert run(capsys, "export", "--campaign", str(campaign), "--out", str(new))[0] == 0
    umask = os.umask(0)
    os.umask(umask)
    assert new.stat().st_mode & 0o777 == 0o666 & ~umask


def test_an_export_into_a_missing_folder_is_refused_as_print_refuses_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    campaign = tmp_path / "c.carddesk"
    with CampaignFile.open(campaign) as file:
        write_demo(file)
    out = tmp_path / "missing" / "out.json"
    code, err = run(capsys, "export", "--campaign", str(campaign), "--out", str(out))
    assert code == 2 and "does not exist" in err and not out.parent.exists()
