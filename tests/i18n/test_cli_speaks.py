"""The command line speaks the user's language: --help, refusals, argparse's own words.

``deskapp --language cs|fr`` (or ``LANG``) sets the language before the parser is built,
so every help text, argparse's headings and refusals, and the commands' messages come
from the catalogue; JSON output is data and reads the same in every language.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from deskapp.cli import main
from deskapp.commands import COMMANDS
from deskapp.core import i18n

from .words import english_left

LANGUAGES = ["cs", "fr"]
COMMAND_NAMES = [command.name for command in COMMANDS]


@pytest.fixture(autouse=True)
def english_afterwards() -> object:
    """The command line sets the process's language: give the next test English back."""
    yield
    i18n.set_language(i18n.SOURCE_LANGUAGE)


def run(*arguments: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    environment = {**os.environ, "LANG": "C.UTF-8", "LC_ALL": "", "LC_MESSAGES": ""}
    environment.pop("LANGUAGE", None)
    return subprocess.run(
        [sys.executable, "-m", "deskapp", *arguments],
        check=False,
        capture_output=True,
        text=True,
        timeout=120,
        env={**environment, **(env or {})},
    )


def said(capsys: pytest.CaptureFixture[str], *arguments: str) -> tuple[int, str, str]:
    """Run the command line in this process: exit code, stdout, stderr."""
    try:
        code = main(list(arguments))
    except SystemExit as exit_:
        code = exit_.code if isinstance(exit_.code, int) else 0
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture(scope="module")
def demo(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("demo") / "demo.carddesk"
    assert run("demo", str(path)).returncode == 0
    return path


# --- help ----------------------------------------------------------------------------------


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_top_level_help_reads_in_the_language(
    capsys: pytest.CaptureFixture[str], language: str
) -> None:
    code, out, _ = said(capsys, "--language", language, "--help")
    assert code == 0
    assert english_left(out, language) == []
    # argparse's own headings come from the catalogue too.
    usage = i18n.translate_in(language, "argparse", "usage: ")
    assert out.startswith(usage) and usage != "usage: "
    assert i18n.translate_in(language, "argparse", "show this help message and exit") in out
    for command in COMMAND_NAMES:
        assert f"\n    {command} " in out  # the command names stay as they are typed


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("command", COMMAND_NAMES)
def test_each_commands_help_reads_in_the_language(
    capsys: pytest.CaptureFixture[str], language: str, command: str
) -> None:
    code, out, _ = said(capsys, "--language", language, command, "--help")
    assert code == 0
    if command == "print":
        # The card kinds a rule system lists are its own words (its package translates
        # them); the print command's own lines and the core's kinds are checked here.
        own, _, kinds = out.partition(i18n.translate_in(language, "Cli", "kinds of card:"))
        core_kinds = [
            line for line in kinds.splitlines() if line.split()[:1] in (["rules"], ["deck-54"])
        ]
        out = own + "\n".join(core_kinds)
        assert len(core_kinds) == 2
    assert english_left(out, language) == []
    assert "usage:" not in out and "options:" not in out


def test_the_english_help_is_found_english_by_the_same_measure(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """The measure can fail: the English help, judged as Czech, is full of English."""
    code, out, _ = said(capsys, "--language", "en", "print", "--help")
    assert code == 0
    assert len(english_left(out, "cs")) > 10


@pytest.mark.slow
def test_lang_in_the_environment_chooses_the_language() -> None:
    french = run("--help", env={"LANG": "fr_FR.UTF-8"})
    assert french.returncode == 0
    assert french.stdout.startswith("utilisation\u00a0: deskapp")
    assert english_left(french.stdout, "fr") == []
    czech = run("export", env={"LANG": "cs_CZ.UTF-8"})
    assert czech.returncode == 2
    assert "chybí povinné argumenty: --out" in czech.stderr
    # --language wins over LANG.
    english = run("--language", "en", "--help", env={"LANG": "fr_FR.UTF-8"})
    assert english.stdout.startswith("usage: deskapp")


@pytest.mark.slow
@pytest.mark.parametrize(("lang", "word"), [("C.UTF-8", "choose"), ("cs_CZ.UTF-8", "zvolte")])
def test_an_unknown_language_is_one_line_naming_the_known_ones(lang: str, word: str) -> None:
    result = run("--language", "klingon", "--help", env={"LANG": lang})
    assert result.returncode == 2 and result.stdout == ""
    line = result.stderr.strip()
    assert "\n" not in line and "klingon" in line and word in line
    for code, name in i18n.LANGUAGES.items():
        assert f"{code} ({name})" in line


# --- refusals -------------------------------------------------------------------------------


def refusals(demo: Path, tmp_path: Path) -> dict[str, list[str]]:
    not_a_campaign = tmp_path / "notes.txt"
    not_a_campaign.write_text("not a campaign", encoding="utf-8")
    return {
        "missing file": ["import", str(tmp_path / "missing.json"), "--campaign", str(demo)],
        "bad campaign": [
            "export",
            "--campaign",
            str(not_a_campaign),
            "--out",
            str(tmp_path / "x.json"),
        ],
        "no such campaign": [
            "print",
            "--campaign",
            str(tmp_path / "none.carddesk"),
            "--out",
            str(tmp_path / "x.pdf"),
        ],
        "bad option": [
            "print",
            "--campaign",
            str(demo),
            "--out",
            str(tmp_path / "x.pdf"),
            "--bleed",
            "lots",
        ],
        "bad choice": [
            "print",
            "--campaign",
            str(demo),
            "--out",
            str(tmp_path / "x.pdf"),
            "--backs",
            "glued",
        ],
        "missing argument": ["export", "--campaign", str(demo)],
        "unknown command": ["frobnicate"],
        "bad session": ["replay", str(tmp_path / "missing.json")],
    }


@pytest.mark.parametrize("language", LANGUAGES)
def test_refusals_are_one_line_in_the_language(
    capsys: pytest.CaptureFixture[str], demo: Path, tmp_path: Path, language: str
) -> None:
    for what, arguments in refusals(demo, tmp_path).items():
        code, out, err = said(capsys, "--language", language, *arguments)
        _, _, english = said(capsys, "--language", "en", *arguments)
        assert code == 2 and out == "", what
        assert err.count("\n") == 1, (what, err)
        assert err != english, what  # said in the language, not only formatted
        assert english_left(err, language) == [], (what, err)


# --- data stays data ------------------------------------------------------------------------


@pytest.mark.slow
def test_json_output_is_the_same_in_every_language(demo: Path, tmp_path: Path) -> None:
    exported = {}
    replayed = {}
    for language in ("en", *LANGUAGES):
        out = tmp_path / f"export-{language}.json"
        done = run("--language", language, "export", "--campaign", str(demo), "--out", str(out))
        assert done.returncode == 0, done.stderr
        document = json.loads(out.read_text(encoding="utf-8"))
        exported[language] = document
        replay = run("--language", language, "replay", str(out), "--session", "1", "--json")
        assert replay.returncode == 0, replay.stderr
        replayed[language] = [json.loads(line) for line in replay.stdout.splitlines()]
    assert exported["cs"] == exported["en"] == exported["fr"]
    assert replayed["cs"] == replayed["en"] == replayed["fr"]
    assert replayed["en"]  # the demo's first session has events to replay
    # The readable summary, on the other hand, speaks the language (the command's own line:
    # a session of a system without a summary of its own).
    number, name = next(
        (str(index), session["name"])
        for index, session in enumerate(exported["en"]["sessions"], start=1)
        if session["system"] == "founders"
    )
    export = str(tmp_path / "export-en.json")
    summaries = {
        language: run("--language", language, "replay", export, "--session", number).stdout
        for language in ("en", *LANGUAGES)
    }
    assert summaries["en"].startswith("Replayed ")
    for language in LANGUAGES:
        title = i18n.translate_in(language, "Systems", "Founders")
        # The system's package marks its title (QT_TRANSLATE_NOOP("Systems", …)); until its
        # translation is in the catalogue the title is the one English word allowed here.
        assert f"({title})" in summaries[language]
        allowed = {"Founders"} if title == "Founders" else set()
        # The session's name is the campaign's own words (this demo was written in English).
        assert english_left(summaries[language].replace(name, ""), language, allowed) == []
        assert summaries[language] != summaries["en"]


@pytest.mark.parametrize("language", LANGUAGES)
def test_what_a_command_reports_is_in_the_language(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, language: str
) -> None:
    code, out, err = said(capsys, "--language", language, "demo", str(tmp_path / "demo.carddesk"))
    assert code == 0, err
    assert english_left(out, language) == []
    code, out, err = said(
        capsys,
        "--language",
        language,
        "export",
        "--campaign",
        str(tmp_path / "demo.carddesk"),
        "--out",
        str(tmp_path / "out.json"),
    )
    assert code == 0, err
    assert english_left(out, language) == []
