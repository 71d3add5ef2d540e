"""Exports never replace what a user made: the campaign, a database, a file of another kind."""

from __future__ import annotations

import hashlib
import os
import socket
import stat
from pathlib import Path

import pytest

from deskapp.cli import main
from deskapp.core.errors import UserError
from deskapp.core.store.locations import JSON, PDF, check_output


@pytest.fixture
def campaign(tmp_path: Path) -> Path:
    path = tmp_path / "c.carddesk"
    assert main(["demo", str(path)]) == 0
    return path


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.mark.parametrize("command", ["print", "export"])
def test_the_campaign_itself_is_refused_by_path_link_and_hard_link(
    command: str, campaign: Path, tmp_path: Path, capsys
) -> None:
    before = digest(campaign)
    link = tmp_path / "link.pdf"
    link.symlink_to(campaign)
    hard = tmp_path / "other name"
    os.link(campaign, hard)
    capsys.readouterr()
    for out in (campaign, link, hard, tmp_path / "." / "c.carddesk"):
        code = main([command, "--campaign", str(campaign), "--out", str(out)])
        captured = capsys.readouterr()
        assert (code, captured.out) == (2, "")
        assert captured.err.count("\n") == 1 and "open campaign file" in captured.err
    assert digest(campaign) == before
    assert main(["export", "--campaign", str(campaign), "--out", str(tmp_path / "ok.json")]) == 0


def test_another_database_a_folder_and_a_file_of_another_kind_are_refused(
    campaign: Path, tmp_path: Path, capsys
) -> None:
    other = tmp_path / "other.carddesk"
    assert main(["demo", str(other)]) == 0
    notes = tmp_path / "notes.txt"
    notes.write_text("my notes", encoding="utf-8")
    kept = {path: digest(path) for path in (other, notes)}
    capsys.readouterr()
    cases = [
        ("print", other, "is a database"),
        ("export", other, "is a database"),
        ("print", notes, "is not a PDF file"),
        ("export", notes, "is not a JSON file"),
        ("print", tmp_path, "is a folder"),
    ]
    for command, out, message in cases:
        assert main([command, "--campaign", str(campaign), "--out", str(out)]) == 2
        assert message in capsys.readouterr().err
    assert {path: digest(path) for path in kept} == kept


def test_an_earlier_export_of_the_same_kind_is_replaced(campaign: Path, tmp_path: Path) -> None:
    pdf, export = tmp_path / "cards.pdf", tmp_path / "campaign.json"
    for _ in range(2):
        assert main(["print", "--campaign", str(campaign), "--out", str(pdf)]) == 0
        assert main(["export", "--campaign", str(campaign), "--out", str(export)]) == 0
    check_output(pdf, PDF, campaign)
    check_output(export, JSON, campaign)
    empty = tmp_path / "empty.pdf"
    empty.touch()
    check_output(empty, PDF, campaign)  # an empty file holds nothing to lose
    with pytest.raises(UserError, match="is not a JSON file"):
        check_output(pdf, JSON, campaign)


@pytest.mark.parametrize("command", ["print", "export"])
def test_a_pipe_or_a_socket_is_refused_and_stays_what_it_was(
    command: str, campaign: Path, tmp_path: Path, capsys
) -> None:
    """Issue 25: ``print --out /dev/null`` run as root replaced the device with a PDF. A
    FIFO and a socket stand in for a device here: refused in one line, still what they were
    (and never opened: reading a pipe to check what it holds would wait for ever)."""
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    server = socket.socket(socket.AF_UNIX)
    sock = tmp_path / "sock"
    server.bind(str(sock))
    capsys.readouterr()
    try:
        for out, kind in ((fifo, stat.S_ISFIFO), (sock, stat.S_ISSOCK)):
            code = main([command, "--campaign", str(campaign), "--out", str(out)])
            captured = capsys.readouterr()
            assert (code, captured.out) == (2, "")
            assert captured.err.count("\n") == 1 and "not a file but a device" in captured.err
            assert kind(out.stat().st_mode)
    finally:
        server.close()


@pytest.mark.parametrize("command", ["print", "export", "demo", "import"])
def test_a_file_name_too_long_for_the_file_system_is_refused_in_one_line(
    command: str, campaign: Path, tmp_path: Path, capsys
) -> None:
    long = tmp_path / ("é" * 140 + ".carddesk")  # 280 bytes: over the 255 most systems take
    export = tmp_path / "e.json"
    assert main(["export", "--campaign", str(campaign), "--out", str(export)]) == 0
    arguments = {
        "print": ["print", "--campaign", str(campaign), "--out", str(long.with_suffix(".pdf"))],
        "export": ["export", "--campaign", str(campaign), "--out", str(long.with_suffix(".json"))],
        "demo": ["demo", str(long)],
        "import": ["import", str(export), "--campaign", str(long)],
    }[command]
    capsys.readouterr()
    assert main(arguments) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.count("\n") == 1 and "bytes long" in captured.err
    assert not [p for p in tmp_path.iterdir() if p.name.startswith("é")], "nothing written"
