"""``deskapp check <system> … --odds``: the chances on the command line, with the check's outcome names."""

from __future__ import annotations

import json
from fractions import Fraction

import pytest

from deskapp.cli import main
from deskapp.core import i18n


def odds(capsys: pytest.CaptureFixture[str], system: str, *arguments: str) -> dict:
    code = main(["check", system, *arguments, "--odds", "--json"])
    captured = capsys.readouterr()
    assert code == 0, captured.err
    assert captured.out.count("\n") == 1
    return json.loads(captured.out)


def refused(capsys: pytest.CaptureFixture[str], system: str, *arguments: str) -> str:
    code = main(["check", system, *arguments])
    captured = capsys.readouterr()
    assert code == 2 and captured.out == ""
    lines = captured.err.splitlines()
    assert len(lines) == 1 and lines[0].startswith("deskapp: error: ")
    return lines[0]


def outcome_of(capsys: pytest.CaptureFixture[str], system: str, *arguments: str) -> str:
    assert main(["check", system, *arguments, "--json"]) == 0
    return json.loads(capsys.readouterr().out)["outcome"]


def test_f13_founders_odds_name_the_outcomes_the_check_prints(capsys) -> None:
    """Rule F-13: Normal 7 with +0 succeeds on 7 or more: 21 of 36 rolls."""
    # rules F-11, F-12, F-13, F-15
    data = odds(capsys, "founders", "--difficulty", "normal")
    assert data["odds"] == {
        "success": pytest.approx(21 / 36, abs=1e-12),
        "failure": pytest.approx(15 / 36, abs=1e-12),
    }
    assert data["automatic"] == {
        "snake_eyes": pytest.approx(1 / 36),
        "boxcars": pytest.approx(1 / 36),
    }
    assert data["risky_reroll"]["success_with"] == pytest.approx(21 / 36 + 15 / 36 * 21 / 36)
    assert outcome_of(capsys, "founders", "--dice", "3 4") in data["odds"]


def test_b16_banks_odds_name_the_outcomes_the_check_prints(capsys) -> None:
    """Rules B-11, B-13, B-16: one die, skill 0, talent: 10 succeeds, 1 is a critical failure."""
    # rules B-11, B-13, B-16
    data = odds(capsys, "banks", "--dice", "1", "--skill", "0", "--kind", "talent")
    assert data["odds"] == {
        "success": pytest.approx(0.1, abs=1e-12),
        "failure": pytest.approx(0.8, abs=1e-12),
        "critical_failure": pytest.approx(0.1, abs=1e-12),
    }
    assert data["great_success"] == pytest.approx(0.1**5, abs=1e-15)
    faces = outcome_of(
        capsys, "banks", "--dice", "1", "--skill", "0", "--kind", "talent", "--faces", "1"
    )
    assert faces in data["odds"]


def test_u12_cinematic_odds_from_the_remaining_cards(capsys) -> None:
    """Rules U-11, U-12: the cards still in the draw pile decide the odds."""
    # rules U-01, U-11, U-12
    # K♠ first: 2 + 5 + 5 = 12 beats 9; 5♥ first: 2 + 5 = 7 does not.
    data = odds(capsys, "cinematic", "--attribute", "1", "--skill", "1", "--remaining", "KS 5H")
    assert data["odds"]["success"] == pytest.approx(1 / 2)
    assert data["odds"]["failure"] == pytest.approx(1 / 2)
    data = odds(capsys, "cinematic", "--attribute", "1", "--skill", "1", "--remaining", "KS 5H 2C")
    assert set(data["odds"]) == {"success", "failure", "critical_success", "critical_failure"}
    assert sum(data["odds"].values()) == pytest.approx(1, abs=1e-12)
    assert (
        outcome_of(capsys, "cinematic", "--attribute", "3", "--skill", "4", "--cards", "5H")
        in data["odds"]
    )


def test_u10_cinematic_odds_shuffle_the_discard_pile_in_when_the_draw_pile_runs_out(capsys) -> None:
    """Rule U-10: a face card alone in the draw pile takes its second card from the discard pile."""
    # rule U-10
    data = odds(
        capsys,
        "cinematic",
        "--attribute",
        "0",
        "--skill",
        "0",
        "--remaining",
        "QH",
        "--discard",
        "2C 9D",
    )
    # 0 + 5 + 2 = 7 fails, 0 + 5 + 9 = 14 succeeds
    assert data["odds"]["success"] == pytest.approx(1 / 2)
    assert "is over" in refused(
        capsys, "cinematic", "--attribute", "0", "--skill", "0", "--odds", "--remaining", "QH"
    )


def test_a16_agents_odds_from_the_remaining_cards(capsys) -> None:
    """Rules A-10, A-11, A-16: two cards, one exhausted aspect: only two reds stay a complication."""
    # rules
    data = odds(capsys, "agents", "--aspects", "1", "--exhaust", "1", "--remaining", "KS 3H 4D")
    # 3 orders of 2 cards from {K♠ 3♥ 4♦}: a red pair in 1 of 3 pairs.
    assert data["odds"] == {
        "clean_success": pytest.approx(2 / 3),
        "mix": 0,
        "clean_complication": pytest.approx(1 / 3),
    }
    assert sum(row["probability"] for row in data["kept"]) == pytest.approx(1)
    full = odds(capsys, "agents", "--aspects", "0")
    assert full["odds"]["clean_success"] == pytest.approx(0.5)
    # The check prints the same names: a black and a red card kept are a mix.
    assert outcome_of(capsys, "agents", "--aspects", "1", "--cards", "KS 3H") == "mix"
    assert outcome_of(capsys, "agents", "--aspects", "1", "--cards", "KS 3S") == "clean_success"
    assert outcome_of(capsys, "agents", "--aspects", "0", "--cards", "3H") == "clean_complication"


@pytest.mark.parametrize(
    ("system", "arguments", "words"),
    [
        ("agents", ["--aspects", "1", "--odds", "--cards", "KS 3H"], "leave out --cards"),
        ("agents", ["--aspects", "1", "--remaining", "KS 3H"], "give it with --odds"),
        ("agents", ["--aspects", "1", "--odds", "--remaining", "KS KS"], "given twice"),
        (
            "agents",
            ["--aspects", "1", "--odds", "--remaining", "KS", "--discard", "KS"],
            "one pile only",
        ),
        ("agents", ["--aspects", "3", "--odds", "--remaining", "KS 3H"], "hold only 2"),
        ("agents", ["--aspects", "0", "--odds", "--remaining", "ZZ"], "--remaining"),
        (
            "cinematic",
            ["--attribute", "1", "--skill", "1", "--odds", "--remaining", "R1"],
            "not a card of this deck",
        ),
        ("founders", ["--odds", "--dice", "3 4"], "leave out --dice"),
        (
            "banks",
            ["--dice", "2", "--skill", "1", "--kind", "talent", "--odds", "--faces", "3 4"],
            "leave out --faces",
        ),
    ],
)
def test_odds_refuse_what_would_draw_or_roll_and_bad_piles_with_one_line(
    capsys, system: str, arguments: list[str], words: str
) -> None:
    assert words in refused(capsys, system, *arguments)


def test_the_readable_odds_are_whole_percents_with_the_exact_value(capsys) -> None:
    assert main(["check", "founders", "--odds"]) == 0
    out = capsys.readouterr().out
    assert "success: 58 % (7/12 ≈ 0.583333333333)" in out
    assert Fraction(21, 36) == Fraction(7, 12)


def test_b13_banks_odds_follow_the_critical_failure_option(capsys) -> None:
    """Rule B-13 with critical_failure=every_die: 4d10 at Knowledge 2 fail critically only when
    all four dice show 1–4: (4/10)^4 = 0.0256; the rest of the failures are plain."""
    # rule B-13
    data = odds(
        capsys,
        "banks",
        *("--dice", "4", "--skill", "2", "--kind", "knowledge"),
        *("--option", "critical_failure=every_die"),
    )
    assert data["odds"]["critical_failure"] == pytest.approx(0.0256, abs=1e-12)
    assert data["odds"]["failure"] == pytest.approx(0.2145, abs=1e-12)


def test_b12_banks_odds_refuse_a_roll_the_table_refuses(capsys) -> None:
    """Rule B-12 with high_ratings=refuse: no odds for a skill above 10, as no roll either."""
    # rule B-12
    arguments = ("--dice", "3", "--skill", "12", "--kind", "talent")
    line = refused(capsys, "banks", *arguments, "--option", "high_ratings=refuse", "--odds")
    assert "rule B-12" in line
    assert refused(capsys, "banks", *arguments, "--option", "high_ratings=refuse", "--seed", "1")
    assert odds(capsys, "banks", *arguments)["odds"]["success"] > 0  # as_ten rolls it


@pytest.mark.parametrize("language", ["en", "cs", "fr"])
def test_f11_f12_founders_readable_odds_name_snake_eyes_and_boxcars(
    capsys, monkeypatch: pytest.MonkeyPatch, language: str
) -> None:
    """Rules F-11, F-12: the readable odds name each special roll, never "failure" for both."""
    # rules F-11, F-12
    i18n.set_language(language)
    assert main(["check", "founders", "--odds"]) == 0
    lines = capsys.readouterr().out.splitlines()
    alongside = lines[2:4]
    failure = lines[1].split(":")[0]
    names = [line.split(" (")[0] for line in alongside]
    assert len(set(names)) == 2 and failure not in names, lines
