"""``--option NAME=VALUE`` as the check commands read it (deskapp/commands)."""

from __future__ import annotations

import argparse

import pytest

from deskapp.commands import add_json_argument, add_option_argument, option_values
from deskapp.core.errors import UserError


def test_values_are_json_when_they_read_as_json_else_their_text() -> None:
    assert option_values(["step=4", " final_level =null", "deck=standard54", "x=a=b"]) == {
        "step": 4,
        "final_level": None,
        "deck": "standard54",
        "x": "a=b",
    }
    assert option_values(["deck= standard54"]) == {"deck": " standard54"}
    assert option_values(["deck= chain "], strip_words=True) == {"deck": "chain"}
    assert option_values(["step=1", "step=2"]) == {"step": 2}  # the last one given wins


@pytest.mark.parametrize(
    ("pairs", "such_as", "only", "message"),
    [
        (["deck"], "", (), "--option takes NAME=VALUE, not 'deck'"),
        (
            [" =5"],
            "final_level=5",
            (),
            "--option takes NAME=VALUE, such as final_level=5, not ' =5'",
        ),
        (
            ["mode=x"],
            "",
            ("ace", "joker_total"),
            "--option mode: a single test reads only ace, joker_total",
        ),
        # each pair in the order given: the unknown name before the missing '='
        (["mode=x", "bad"], "", ("ace",), "--option mode: a single test reads only ace"),
        (["bad", "mode=x"], "", ("ace",), "--option takes NAME=VALUE, not 'bad'"),
    ],
)
def test_a_bad_pair_is_refused_in_one_line(
    pairs: list[str], such_as: str, only: tuple[str, ...], message: str
) -> None:
    with pytest.raises(UserError) as refused:
        option_values(pairs, such_as=such_as, only=only)
    assert str(refused.value) == message


def test_the_arguments() -> None:
    parser = argparse.ArgumentParser()
    add_option_argument(parser, "a table option")
    add_json_argument(parser)
    assert vars(parser.parse_args([])) == {"option": [], "json": False}
    parsed = parser.parse_args(["--option", "a=1", "--option", "b=2", "--json"])
    assert parsed.option == ["a=1", "b=2"] and parsed.json is True
