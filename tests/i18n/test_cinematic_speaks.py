"""Cinematic cards in Czech and French outside the window: the rules' refusals, the
``deskapp check cinematic`` command's help, errors and readable lines, in the language
asked for — and its JSON the same in every language (keys and values are data).
"""

from __future__ import annotations

import pytest

from deskapp.cli import main
from deskapp.core.i18n import set_language
from deskapp.systems.cinematic.powers import Power
from deskapp.systems.cinematic.rules import CinematicError, CinematicOptions, Outcome
from deskapp.systems.cinematic.state import CinematicState

HAND_MANAGEMENT = CinematicOptions(mode="hand_management")


def check(capsys, language: str, *arguments: str) -> tuple[int, str, str]:
    try:
        code = main(["--language", language, "check", "cinematic", *arguments])
    except SystemExit as stop:
        code = int(stop.code or 0)
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        ("cs", "Bára ještě drží 6 karet: nové karty až po vyprázdnění ruky (pravidlo U-21)"),
        (
            "fr",
            "Bára a encore 6 cartes\u00a0: pas de nouvelles cartes avant que la main soit vide (règle U-21)",
        ),
        ("en", "Bára still holds 6 cards: no new cards until the hand is empty (rule U-21)"),
    ],
)
def test_u21_a_refill_refused_in_the_users_language(language: str, expected: str) -> None:
    """Rule U-21: no new hand while cards are held — the refusal with its plural form."""
    set_language(language)
    table = CinematicState(["Bára"], HAND_MANAGEMENT)
    with pytest.raises(CinematicError) as refused:
        table.refill_hand("Bára")
    assert str(refused.value) == expected


def test_u40_a_power_and_its_refusal_use_the_books_names() -> None:
    """Rule U-40: Astral vision looks at another player's cards — Vision astrale in French."""
    set_language("fr")
    table = CinematicState(["Bára", "Ota"], HAND_MANAGEMENT)
    with pytest.raises(CinematicError, match="^Vision astrale regarde les cartes d’un autre"):
        table.peek(Power.ASTRAL_VISION, "Bára", "Bára")
    assert Power.parse("Vision astrale") is Power.ASTRAL_VISION
    set_language("cs")
    assert Power.INSIGHT.label == "Vhled" and Power.parse("vhled") is Power.INSIGHT
    assert Outcome.CRITICAL_FAILURE.label == "kritický neúspěch"


@pytest.mark.parametrize(
    ("language", "message"),
    [
        ("cs", "D♥ žádá další kartu (pravidlo U-12), ale zkouška dostala jen 1 kartu"),
        ("fr", "D♥ demande une autre carte (règle U-12) mais le test n’a reçu que 1 carte"),
    ],
)
def test_u12_check_bad_input_is_one_line_in_the_language(
    capsys, language: str, message: str
) -> None:
    code, out, err = check(capsys, language, "--attribute", "3", "--skill", "2", "--cards", "QH")
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and message in err


@pytest.mark.parametrize(
    ("language", "words"),
    [
        ("cs", ["Obtížnost, 9 nebo víc (pravidlo U-01; výchozí 9)", "balíček o 54 kartách"]),
        ("fr", ["le Niveau de Difficulté, 9 ou plus", "un jeu de 54 cartes"]),
    ],
)
def test_check_help_is_in_the_language(capsys, language: str, words: list[str]) -> None:
    code, out, _ = check(capsys, language, "--help")
    assert code == 0
    flat = " ".join(out.split())  # argparse wraps the help to the terminal's width
    for text in words:
        assert " ".join(text.split()) in flat


def test_u12_the_readable_line_is_in_the_language(capsys) -> None:
    """Rule U-12: a face counts 5 plus a second card — the working, total and outcome."""
    arguments = ("--attribute", "3", "--skill", "2", "--cards", "QH 4C")
    assert check(capsys, "fr", *arguments)[1] == "D♥ + 4♣ = 9 → total 14\u00a0: réussite\n"
    assert check(capsys, "cs", *arguments)[1] == "D♥ + 4♣ = 9 → celkem 14: úspěch\n"


def test_u15_the_odds_name_the_outcomes_in_the_language(capsys) -> None:
    """Rules U-13 … U-15: the four outcomes' chances, each named as a French player reads it."""
    lines = check(capsys, "fr", "--attribute", "3", "--skill", "2", "--odds")[1].splitlines()
    names = [line.split(":")[0].strip() for line in lines]
    assert names == [outcome.label for outcome in Outcome]
    assert names[2] == "réussite critique"


@pytest.mark.parametrize(
    "arguments",
    [
        ("--attribute", "3", "--skill", "2", "--cards", "QH 4C"),
        ("--attribute", "3", "--skill", "2", "--seed", "7"),
        ("--attribute", "3", "--skill", "2", "--odds"),
    ],
)
def test_json_output_is_the_same_in_every_language(capsys, arguments: tuple[str, ...]) -> None:
    """Keys and values are data: the JSON is the same, while the readable lines change."""
    outputs = {
        language: check(capsys, language, *arguments, "--json") for language in ("en", "cs", "fr")
    }
    assert outputs["en"][0] == 0 and outputs["en"][1].startswith("{")
    assert outputs["cs"] == outputs["en"] == outputs["fr"]
    readable = {language: check(capsys, language, *arguments)[1] for language in ("en", "fr")}
    assert readable["en"] != readable["fr"]
