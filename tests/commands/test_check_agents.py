"""``deskapp check agents``: one Agents test from typed or shuffled cards (A-10 … A-21)."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from deskapp.cli import main


def check(capsys, *arguments: str) -> tuple[int, str, str]:
    code = main(["check", "agents", *arguments])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def check_json(capsys, *arguments: str) -> dict:
    code, out, err = check(capsys, *arguments, "--json")
    assert code == 0 and err == "" and out.count("\n") == 1
    return json.loads(out)


def test_a10_a14_typed_cards_give_one_json_object(capsys) -> None:
    # rule A-10, rule A-14
    assert check_json(capsys, "--aspects", "2", "--cards", "KS 3H 7C") == {
        "cards": ["KS", "3H", "7C"],
        "kept": ["KS", "3H", "7C"],
        "removed": [],
        "discarded": [],
        "successes": 2,
        "complications": 1,
        "outcome": "mix",
    }


def test_a11_a12_a16_advantages_and_disadvantages_remove_cards(capsys) -> None:
    # rule A-11, rule A-12, rule A-16
    result = check_json(
        capsys,
        "--aspects", "2", "--exhaust", "1", "--negative", "2", "--negative-exhausted", "1",
        "--cards", "3h ks 7c 9d 2s",
    )  # fmt: skip
    assert result == {
        "cards": ["3H", "KS", "7C", "9D", "2S"],
        "kept": ["7C", "9D"],
        "removed": ["3H", "KS"],
        "discarded": ["2S"],
        "successes": 1,
        "complications": 1,
        "outcome": "mix",
    }


def test_a15_temporary_aspects_draw_cards_but_are_not_exhausted(capsys) -> None:
    # rule A-15
    result = check_json(capsys, "--aspects", "0", "--temporary", "2", "--cards", "2H 3H 4S")
    assert (result["successes"], result["complications"]) == (1, 2)
    code, _, err = check(capsys, "--aspects", "0", "--temporary", "2", "--exhaust", "1")
    assert code == 2 and "temporary aspects cannot be exhausted" in err


def test_the_value_types_are_exactly_the_documented_ones(capsys) -> None:
    result = check_json(capsys, "--aspects", "3", "--negative", "1", "--seed", "7")
    assert list(result) == [
        "cards", "kept", "removed", "discarded", "successes", "complications", "outcome",
    ]  # fmt: skip
    assert all(isinstance(result[key], list) for key in ("cards", "kept", "removed", "discarded"))
    assert result["outcome"] in ("clean_success", "mix", "clean_complication")
    assert all(type(result[key]) is int for key in ("successes", "complications"))
    assert len(result["cards"]) == 5 and len(set(result["cards"])) == 5


def test_a_seed_repeats_the_draw_from_a_fresh_52_card_deck(capsys) -> None:
    first = check_json(capsys, "--aspects", "4", "--seed", "42")
    again = check_json(capsys, "--aspects", "4", "--seed", "42")
    other = check_json(capsys, "--aspects", "4", "--seed", "43")
    assert first == again and first["cards"] != other["cards"]
    assert not any(card in ("RJ", "BJ") for card in first["cards"])


def test_table_options_are_given_by_name(capsys) -> None:
    # The "remove_success" reading draws no card for a negative aspect (rule A-12).
    result = check_json(
        capsys, "--aspects", "1", "--negative", "1", "--negative-exhausted", "1",
        "--cards", "KS 7C", "--option", "disadvantage_draw=remove_success",
    )  # fmt: skip
    assert (result["removed"], result["kept"]) == (["KS"], ["7C"])
    jokers = check_json(capsys, "--aspects", "1", "--cards", "RJ BJ", "--option", "deck=standard54")
    assert (jokers["successes"], jokers["complications"]) == (1, 1)
    code, _, err = check(capsys, "--aspects", "1", "--option", "final_level")
    assert code == 2
    assert (
        err
        == "deskapp: error: --option takes NAME=VALUE, such as final_level=5, not 'final_level'\n"
    )


def test_without_json_a_short_summary(capsys) -> None:
    code, out, _ = check(capsys, "--aspects", "2", "--exhaust", "1", "--cards", "3H KS 7C")
    assert code == 0
    assert out == (
        "Drawn (1 base + 2 aspects): 3♥ K♠ 7♣\n"
        "Kept: K♠ 7♣\n"
        "Removed by advantages and disadvantages: 3♥\n"
        "Result: 2 successes, 0 complications — clean success\n"
    )


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        (
            ["--aspects", "2", "--cards", "KS 3H"],
            "--cards holds 2 cards but this test draws 3 (1 base + 2 aspects)",
        ),
        (
            ["--aspects", "1", "--cards", "KS KS"],
            "K♠ is given twice in --cards: a card is drawn only once",
        ),
        (["--aspects", "0", "--cards", "RJ"], "red joker is not in a standard 52-card deck"),
        (["--aspects", "0", "--cards", "ZZ"], "'ZZ' is not a card"),
        (
            ["--aspects", "1", "--exhaust", "2"],
            "2 aspects exhausted for advantages but only 1 described",
        ),
        (
            ["--aspects", "0", "--negative-exhausted", "1"],
            "1 negative aspect exhausted as disadvantages but only 0 used",
        ),
        (["--aspects", "54", "--temporary", "6"], "cannot draw 61 cards"),
        (
            ["--aspects", "1", "--option", "deck=tarot"],
            "'deck' must be 'standard52' or 'standard54' or 'red_black'",
        ),
    ],
)
def test_bad_input_is_one_line_and_exit_code_2(capsys, arguments: list[str], message: str) -> None:
    code, out, err = check(capsys, *arguments)
    assert code == 2 and out == ""
    assert err.startswith("deskapp: error: ") and message in err and err.count("\n") == 1


def test_a_negative_count_is_refused_by_the_parser(capsys) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["check", "agents", "--aspects", "-1"])
    assert exit_.value.code == 2
    err = capsys.readouterr().err
    assert (
        "argument --aspects: must be a whole number from 0 to 54, not -1" in err
        and err.count("\n") == 1
    )


@pytest.mark.slow
def test_the_command_runs_as_a_program() -> None:
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "deskapp",
            "check",
            "agents",
            "--aspects",
            "2",
            "--cards",
            "KS 3H 7C",
            "--json",
        ],
        check=False,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["successes"] == 2
    bad = subprocess.run(
        [sys.executable, "-m", "deskapp", "check", "agents", "--aspects", "2", "--cards", "KS"],
        check=False,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert bad.returncode == 2 and "Traceback" not in bad.stderr and bad.stderr.count("\n") == 1


def test_a43_a_betrayed_partial_trust_is_one_extra_success(capsys) -> None:
    # rule A-43: the success counts whether or not a complication was drawn
    assert check_json(capsys, "--aspects", "1", "--betrayal", "1", "--cards", "KS QS") == {
        "cards": ["KS", "QS"],
        "kept": ["KS", "QS"],
        "removed": [],
        "discarded": [],
        "successes": 3,
        "complications": 0,
        "outcome": "clean_success",
    }
    code, out, err = check(capsys, "--aspects", "0", "--betrayal", "1", "--cards", "3H")
    assert (code, err) == (0, "")
    assert out.splitlines()[-2:] == [
        "Betrayed partial trust: 1 extra success",
        "Result: 1 success, 1 complication — mix",
    ]


@pytest.mark.parametrize("option", ["black=-1", "red=-3"])
def test_a_negative_card_count_is_refused_whatever_the_deck(option: str, capsys) -> None:
    """Issue 25: ``--option black=-1`` with the standard deck was silently ignored."""
    for deck in ([], ["--option", "deck=red_black"]):
        assert main(["check", "agents", "--aspects", "2", *deck, "--option", option]) == 2
        captured = capsys.readouterr()
        assert captured.out == "" and "must be 0 or more" in captured.err
