"""Found by the fuzz suite (tests/fuzz): a refusal that quotes the user's text stays one line.

An unknown key holding a line break (or a carriage return, a line separator …) was echoed
as it was, so the one-line refusal became two lines; each such character is now shown as
its escape."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from deskapp.cli import main
from deskapp.core.errors import one_line


@pytest.mark.parametrize("key", ["a\nb", "a\rb", "a\u2028b", "a\x85b", "a\x1cb"])
def test_a_key_with_a_line_break_is_refused_in_one_line(
    key: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    file = tmp_path / "broken.json"
    document = {"format": "carddesk", "characters": [{"name": "A", "system": "founders", key: 1}]}
    file.write_text(json.dumps(document), encoding="utf-8")
    assert main(["import", str(file), "--campaign", str(tmp_path / "c.carddesk")]) == 2
    err = capsys.readouterr().err
    assert len(err.splitlines()) == 1 and err.endswith("\n"), err
    assert f"unknown field '{ascii(key)[1:-1]}'" in err, err


def test_an_argument_with_a_line_break_is_refused_in_one_line(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["check", "founders", "--difficulty", "hard\nerror"]) == 2
    err = capsys.readouterr().err
    assert len(err.splitlines()) == 1 and "hard\\nerror" in err, err
    with pytest.raises(SystemExit):  # argparse's own refusal
        main(["check", "founders", "--bogus\nerror"])
    err = capsys.readouterr().err
    assert len(err.splitlines()) == 1 and "--bogus\\nerror" in err, err


def test_one_line_keeps_letters_and_spaces_of_every_language() -> None:
    text = "Zraněná noha « Chroniqueur » : 😀\u202f\xa0"
    assert one_line(text) == text
    assert one_line("a\ud800b\tc") == "a\\ud800b\\tc"
