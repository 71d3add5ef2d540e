"""The command line on the way to the window: nothing read that the window does not show."""

from __future__ import annotations

from pathlib import Path

import pytest

import deskapp.ui.app
from deskapp.cli import main, opens_the_window
from deskapp.core import i18n


@pytest.mark.parametrize(
    ("argv", "window"),
    [
        ([], True),
        (["gui"], True),
        (["--campaign", "a.carddesk"], True),
        (["--campaign", "--weird-name.carddesk", "--language=cs"], True),
        (["--language", "fr", "gui"], True),
        (["--help"], False),
        (["gui", "-h"], False),
        (["--version"], False),
        (["--language", "cs", "check", "agents"], False),
        (["demo", "x.carddesk"], False),
        (["--nonsense"], False),
    ],
)
def test_only_the_window_path_is_recognised(argv: list[str], window: bool) -> None:
    assert opens_the_window(argv) is window


@pytest.fixture
def window_runs(monkeypatch: pytest.MonkeyPatch) -> list[tuple[Path | None, str | None]]:
    """The window's start, recorded instead of run: (campaign, language) of each call."""
    calls: list[tuple[Path | None, str | None]] = []

    def run_gui(argv: list[str], campaign: Path | None = None, language: str | None = None) -> int:
        calls.append((campaign, language))
        return 0

    monkeypatch.setattr(deskapp.ui.app, "run_gui", run_gui)
    return calls


def test_opening_the_window_in_czech_reads_no_catalogue_for_the_help(
    window_runs: list[tuple[Path | None, str | None]],
) -> None:
    """The parser's help is never shown on the way to the window: the Czech catalogue
    (640 kB of XML) is not read for it; the window speaks through Qt's translators."""
    i18n.catalogue.cache_clear()
    try:
        assert main(["--language", "cs", "--campaign", "a.carddesk"]) == 0
        assert window_runs == [(Path("a.carddesk"), "cs")]
        assert i18n.catalogue.cache_info().currsize == 0
        assert i18n.current_language() == "cs"  # spoken again after the parser was built
    finally:
        i18n.set_language(i18n.SOURCE_LANGUAGE)


def test_a_refusal_on_the_way_to_the_window_is_said_in_the_language(
    window_runs: list[tuple[Path | None, str | None]], capsys: pytest.CaptureFixture[str]
) -> None:
    try:
        with pytest.raises(SystemExit) as exit_code:
            main(["--language", "cs", "--campaign"])
    finally:
        i18n.set_language(i18n.SOURCE_LANGUAGE)
    assert exit_code.value.code == 2 and window_runs == []
    line = capsys.readouterr().err
    czech = i18n.translate_in("cs", "Cli", "{prog}: error: {message} (see {prog} --help)")
    assert line.startswith(czech.partition("{message}")[0].format(prog="deskapp"))
    argparse_czech = i18n.translate_in("cs", "argparse", "expected one argument")
    assert argparse_czech != "expected one argument"
    assert argparse_czech in line


def test_a_warm_start_loads_the_compiled_catalogue_without_compiling_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The .qm is compiled into the user's cache by the first start; a later one only finds
    it (no lrelease run: ~25 ms), named by the .ts's content so an update compiles anew."""
    from deskapp.ui import i18n as ui_i18n  # noqa: PLC0415 (Qt: only for this test)

    first = ui_i18n.compiled_catalogue("cs")
    assert first is not None and first.exists()

    def no_compiler() -> None:
        raise AssertionError("lrelease run on a warm start")

    monkeypatch.setattr(ui_i18n, "_lrelease", no_compiler)
    assert ui_i18n.compiled_catalogue("cs") == first
