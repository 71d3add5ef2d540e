"""``deskapp check cinematic``: one direct-draw test from typed or shuffled cards (U-01, U-10 … U-15)."""

from __future__ import annotations

import json
import re
import subprocess
import sys

import pytest

from deskapp.cli import main
from deskapp.core.cards import parse_card, standard_54


def check(capsys, *arguments: str) -> tuple[int, str, str]:
    """Run the command in-process: exit code, standard output, standard error."""
    try:
        code = main(["check", "cinematic", *arguments])
    except SystemExit as exit_:  # argparse's own refusals
        code = exit_.code
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def check_json(capsys, *arguments: str) -> dict:
    code, out, err = check(capsys, *arguments, "--json")
    assert (code, err) == (0, "")
    assert out.count("\n") == 1, "one JSON object on one line"
    return json.loads(out)


def test_u12_json_output_holds_the_cards_total_and_outcome(capsys) -> None:
    # rule U-12
    out = check(capsys, "--attribute", "3", "--skill", "2", "--cards", "QH 4C", "--json")[1]
    assert out == '{"cards": ["QH", "4C"], "total": 14, "outcome": "success"}\n'


def test_u12_a_readable_line_without_json(capsys) -> None:
    # rule U-12
    assert check(capsys, "--attribute", "3", "--skill", "2", "--cards", "QH 4C") == (
        0,
        "Q♥ + 4♣ = 9 → total 14: success\n",
        "",
    )


@pytest.mark.parametrize(
    ("cards", "total", "outcome"),
    [
        ("7D", 12, "success"),  # rule U-11
        ("4D", 9, "failure"),  # rule U-01: 9 does not beat 9
        ("KS JH", 15, "success"),  # rule U-12: two face cards give 10
        ("AS 7D", -2, "critical_failure"),  # rule U-13: A + S − second card, negative
        ("AS 3D", 2, "failure"),  # rule U-13
        ("10H 8C", 23, "critical_success"),  # rule U-14: A + S + 10 + second card, above 20
        ("10H 2C", 17, "success"),  # rule U-14
        ("RJ 4C", 5, "critical_failure"),  # rule U-15: black second card
        ("BJ 9H", 5, "critical_success"),  # rule U-15: red second card, total A + S
    ],
)
def test_u11_u15_totals_follow_the_rules_files_interpretations(
    capsys, cards: str, total: int, outcome: str
) -> None:
    # rules U-11, U-12, U-13, U-14, U-15
    data = check_json(capsys, "--attribute", "3", "--skill", "2", "--cards", cards)
    assert data == {"cards": cards.split(), "total": total, "outcome": outcome}


def test_u01_at_least_lets_the_difficulty_level_be_met(capsys) -> None:
    # rule U-01
    base = ("--attribute", "3", "--skill", "2", "--difficulty", "11", "--cards", "6H")
    assert check_json(capsys, *base)["outcome"] == "failure"
    assert check_json(capsys, *base, "--at-least")["outcome"] == "success"


def test_u12_option_chain_reads_a_second_card_by_its_own_rule(capsys) -> None:
    # rule U-12 interpretation, table option second_card
    data = check_json(
        capsys,
        "--attribute",
        "3",
        "--skill",
        "2",
        "--cards",
        "QH AS 4C",
        "--option",
        "second_card=chain",
    )
    assert data == {"cards": ["QH", "AS", "4C"], "total": 6, "outcome": "failure"}


def test_u10_without_cards_the_test_draws_from_a_fresh_shuffled_deck(capsys) -> None:
    # rule U-10
    deck = set(standard_54())
    seen = set()
    for seed in range(40):
        data = check_json(capsys, "--attribute", "3", "--skill", "2", "--seed", str(seed))
        cards = [parse_card(token) for token in data["cards"]]
        assert set(cards) <= deck and len(set(cards)) == len(cards)
        first = cards[0]
        assert len(cards) == (1 if first.rank is not None and 2 <= first.rank <= 9 else 2)
        assert data == check_json(capsys, "--attribute", "3", "--skill", "2", "--seed", str(seed))
        seen.add(first)
    assert len(seen) > 15, "different seeds shuffle differently"
    unseeded = check_json(capsys, "--attribute", "3", "--skill", "2")
    assert unseeded["outcome"] in ("success", "failure", "critical_success", "critical_failure")


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        (
            ["--cards", "QH"],
            r"--cards: Q♥ calls for another card \(rule U-12\) but the test was given only 1 card",
        ),
        (["--cards", "7H 4C"], "--cards: the test uses 7♥ only: 4♣ is not part of it"),
        (["--cards", "QH qh"], "--cards: Q♥ is named twice: a deck holds each card once"),
        (["--cards", "ZZ"], "--cards: 'ZZ' is not a card"),
        (["--cards", "R2"], "--cards: red card 2 is not a card of a 54-card deck"),
        (["--cards", " "], "--cards: a test needs at least one card"),
        (["--cards", "7H", "--seed", "3"], "--seed shuffles a fresh deck"),
        (
            ["--difficulty", "8"],
            "argument --difficulty: must be a whole number from 9 to 99, not 8",
        ),
        (["--skill", "-1"], "argument --skill: must be a whole number from 0 to 99, not -1"),
        (["--skill", "two"], "argument --skill: must be a whole number from 0 to 99, not 'two'"),
        (["--option", "mode=hand_management"], "--option mode: a single test reads only"),
        (["--option", "second_card"], "--option takes NAME=VALUE, not 'second_card'"),
        (["--option", "ace=twice"], "'ace' must be 'minus_second' or 'one_minus_second'"),
    ],
)
def test_bad_input_is_one_line_and_exit_code_2(capsys, arguments: list[str], message: str) -> None:
    code, out, err = check(capsys, "--attribute", "3", "--skill", "2", *arguments)
    assert (code, out) == (2, "")
    assert err.startswith("deskapp: error: ") and err.count("\n") == 1
    assert re.search(message, err), err


def test_a_missing_attribute_is_one_line_too(capsys) -> None:
    assert check(capsys, "--skill", "2") == (
        2,
        "",
        "deskapp: error: the following arguments are required: --attribute\n",
    )


def test_help_names_every_option(capsys) -> None:
    code, out, _ = check(capsys, "--help")
    assert code == 0
    for word in (
        "--attribute",
        "--skill",
        "--difficulty",
        "--at-least",
        "--cards",
        "--seed",
        "--json",
    ):
        assert word in out


@pytest.mark.slow
def test_python_dash_m_runs_the_check_and_refuses_bad_cards_without_a_traceback() -> None:
    command = [
        sys.executable,
        "-m",
        "deskapp",
        "check",
        "cinematic",
        "--attribute",
        "3",
        "--skill",
        "2",
    ]
    done = subprocess.run(
        [*command, "--cards", "QH 4C", "--json"],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == {"cards": ["QH", "4C"], "total": 14, "outcome": "success"}
    refused = subprocess.run(
        [*command, "--cards", "QH"], capture_output=True, text=True, timeout=60, check=False
    )
    assert refused.returncode == 2 and refused.stdout == ""
    assert refused.stderr.startswith("deskapp: error: --cards: Q♥ calls for another card")
    assert refused.stderr.count("\n") == 1 and "Traceback" not in refused.stderr
