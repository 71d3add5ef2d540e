"""Hypothesis strategies for the fuzz suite, built from Card Desk's documented formats.

- Exchange files (``deskapp/core/exchange.py``, ``docs/sessions.md``): a real export of the
  demo campaign — characters of every system, options, GM sides, a session of every system —
  of which a part is taken and then *mutated* where it stands: a field set to a value of
  the wrong type, a huge, negative or NaN number, a text just past or far past its limit,
  markup, a lone surrogate; a field removed, an unknown one added, a key given twice, a key
  renamed. Mostly valid documents with a few bad places, so the checks behind the first
  ones are reached too.
- Command-line arguments (``deskapp check <system> --help``, ``deskapp print --help``): the
  options each command documents, read from its own parser, each given a value from its
  metavar's documented form (``N``, ``"KS 3H 7C"``, ``KIND=N``, ``SIZE``, a choice) or a
  hostile one.
"""

from __future__ import annotations

import argparse
import copy
import json
from collections.abc import Iterator
from typing import Any

from hypothesis import strategies as st

from deskapp import cli

from ..hostile import HOSTILE

# --- hostile values ---------------------------------------------------------------------

LIMITS = (200, 500, 10_000, 100_000)
"""The documented text limits (a name, a short text, a note, a sheet): texts are drawn at,
just past, and far past them."""


def long_texts() -> st.SearchStrategy[str]:
    lengths = st.sampled_from([n + d for n in LIMITS for d in (0, 1)] + [1_000_000])
    return st.builds(lambda n, c: c * n, lengths, st.sampled_from(["x", "é", "😀", "a b "]))


HOSTILE_TEXTS = st.one_of(
    st.sampled_from(
        [
            "",
            " ",
            "\n",
            "A\ud800",  # a lone surrogate
            "\udfffZ",
            "\x00",
            "\u202e",
            HOSTILE,
            "<b>bold</b>",
            "&amp;",
            "QH 4C",
            "10**30",
            "NaN",
            "-1",
            "1e308",
        ]
    ),
    st.text(max_size=12),
    long_texts(),
)

NUMBERS = st.one_of(
    st.sampled_from(
        [
            0,
            -1,
            1,
            999,
            1000,
            -999,
            -1000,
            2**31,
            2**63,
            10**30,
            -(10**30),
            10**400,
            1e308,
            -1e308,
            float("nan"),
            float("inf"),
            float("-inf"),
            -0.0,
            0.5,
            1e-300,
        ]
    ),
    st.integers(-(10**6), 10**6),
    st.floats(allow_nan=True, allow_infinity=True),
)


def deep(depth: int) -> Any:
    value: Any = 1
    for _ in range(depth):
        value = [value]
    return value


VALUES = st.one_of(
    st.none(),
    st.booleans(),
    NUMBERS,
    HOSTILE_TEXTS,
    st.lists(st.one_of(st.integers(-3, 12), st.text(max_size=4)), max_size=4),
    st.dictionaries(st.text(max_size=4), st.integers(-3, 3), max_size=2),
    st.just(list(range(1001))),
    st.sampled_from([deep(70), deep(20), {"": None}, [[]], {}]),
)


# --- places in a JSON document and mutations ------------------------------------------

Place = tuple[Any, ...]


def places(value: Any, prefix: Place = ()) -> Iterator[Place]:
    """Every place in a JSON value (the first three items of a list)."""
    if prefix:
        yield prefix
    if isinstance(value, dict):
        for key, item in value.items():
            yield from places(item, (*prefix, key))
    elif isinstance(value, list):
        for index, item in enumerate(value[:3]):
            yield from places(item, (*prefix, index))


def containers(value: Any, prefix: Place = ()) -> Iterator[Place]:
    """The places of every object in a JSON value (the document itself included)."""
    if isinstance(value, dict):
        yield prefix
        for key, item in value.items():
            yield from containers(item, (*prefix, key))
    elif isinstance(value, list):
        for index, item in enumerate(value[:3]):
            yield from containers(item, (*prefix, index))


def at(value: Any, place: Place) -> Any:
    for step in place:
        value = value[step]
    return value


DUPLICATE = "\x00duplicate"
"""An extra key that the JSON text then spells as a key the object already holds."""


@st.composite
def mutated(draw: st.DrawFn, document: dict[str, Any], most: int = 3) -> str:
    """``document`` (not changed) with 0 … ``most`` mutations, as JSON text."""
    document = copy.deepcopy(document)
    duplicated: str | None = None
    for _ in range(draw(st.integers(0, most))):
        kind = draw(st.sampled_from(["set", "set", "set", "remove", "add", "rename", "twice"]))
        if kind in ("set", "remove"):
            spots = list(places(document))
            if not spots:
                continue
            place = draw(st.sampled_from(spots))
            parent = at(document, place[:-1])
            if kind == "set":
                parent[place[-1]] = copy.deepcopy(draw(VALUES))
            else:
                del parent[place[-1]]
            continue
        spot = at(document, draw(st.sampled_from(list(containers(document)))))
        if kind == "add":
            spot[draw(st.one_of(st.sampled_from(["extra", "name", "notes"]), HOSTILE_TEXTS))] = (
                copy.deepcopy(draw(VALUES))
            )
        elif kind == "rename" and spot:
            old = draw(st.sampled_from(sorted(spot)))
            spot[draw(HOSTILE_TEXTS)] = spot.pop(old)
        elif kind == "twice" and spot and duplicated is None:
            duplicated = draw(st.sampled_from(sorted(spot)))
            spot[DUPLICATE] = copy.deepcopy(draw(VALUES))
    text = json.dumps(document)  # NaN and Infinity are written as JavaScript spells them
    if duplicated is not None:
        text = text.replace(json.dumps(DUPLICATE), json.dumps(duplicated), 1)
    return text


def exchange_documents(export: dict[str, Any], most: int = 3) -> st.SearchStrategy[str]:
    """Part of a real export (some characters, options, GM sides, sessions), mutated in up to
    ``most`` places."""

    @st.composite
    def part(draw: st.DrawFn) -> dict[str, Any]:
        document: dict[str, Any] = {"format": "carddesk", "version": 1}
        characters = export["characters"]
        chosen = draw(st.lists(st.sampled_from(range(len(characters))), max_size=3, unique=True))
        document["characters"] = [characters[index] for index in chosen]
        for key in ("options", "game_masters"):
            if draw(st.booleans()):
                document[key] = export[key]
        sessions = export["sessions"]
        chosen = draw(st.lists(st.sampled_from(range(len(sessions))), max_size=2, unique=True))
        if chosen:
            document["sessions"] = []
            for index in chosen:
                entry = dict(sessions[index])
                if draw(st.booleans()):
                    entry.pop("chain", None)  # the format allows it, and the events are reached
                document["sessions"].append(entry)
        return document

    return part().flatmap(lambda document: mutated(document, most))


def session_logs(export: dict[str, Any]) -> st.SearchStrategy[str]:
    """One session entry of a real export (what ``deskapp replay`` reads), mutated."""

    def entry(index: int) -> dict[str, Any]:
        entry = dict(export["sessions"][index])
        entry.pop("chain", None)
        return entry

    return st.sampled_from(range(len(export["sessions"]))).map(entry).flatmap(mutated)


# --- command-line options, read from the commands' own parsers -------------------------


def documented_options(*command: str) -> list[argparse.Action]:
    """The options ``deskapp <command> --help`` lists (its parser, completed as a run would)."""
    parser = cli.build_parser()
    for name in command:
        subparsers = next(
            action for action in parser._actions if isinstance(action, argparse._SubParsersAction)
        )
        complete = getattr(subparsers, "_completions", {}).pop(name, None)
        parser = subparsers._name_parser_map[name]
        if complete is not None:
            complete(parser)
    return [
        action
        for action in parser._actions
        if action.option_strings and not isinstance(action, argparse._HelpAction)
    ]


RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "T", "J", "Q", "K"]
SUITS = ["S", "H", "D", "C", "♠", "♥", "♦", "♣", "s", "h"]
CARDS = st.one_of(
    st.builds(str.__add__, st.sampled_from(RANKS), st.sampled_from(SUITS)),
    st.sampled_from(["RJ", "BJ", "1S", "11H", "QX", "", "KS,", "😀"]),
)
WORDS = ["N", "S", "A", "D", "B", "P", "C", "E", "MM", "X,Y"]


def whole_numbers() -> st.SearchStrategy[str]:
    return st.one_of(
        st.integers(-2, 12).map(str),
        st.sampled_from(["0", "99", "100", "999", "1000", "-1", "10" * 20, "1e3", "3.5", "x"]),
        st.sampled_from([str(10**400)[:5000]]),
    )


def option_value(action: argparse.Action) -> st.SearchStrategy[str]:
    """A value for an option, in its documented form or hostile."""
    metavar = str(action.metavar or "")
    if action.choices:
        documented: st.SearchStrategy[str] = st.sampled_from([str(c) for c in action.choices])
    elif metavar.startswith('"') or "…" in metavar:  # cards or dice: "KS 3H 7C", "3 4"
        if any(rank in metavar for rank in ("KS", "QH", "QD")):
            token = CARDS
        else:
            token = whole_numbers()
        documented = st.lists(token, max_size=8).map(" ".join)
    elif "=" in metavar:  # KIND=N, KIND=PATH, NAME=VALUE
        documented = st.builds(
            "{}={}".format,
            st.sampled_from(
                [
                    "aspect",
                    "trait",
                    "character",
                    "deck-54",
                    "deck",
                    "critical_failure",
                    "high_ratings",
                    "disadvantage_draw",
                    "mode",
                    "nope",
                    "",
                ]
            ),
            st.one_of(whole_numbers(), st.sampled_from(["every_die", "standard54", "refuse"])),
        )
    elif "|" in metavar:  # en|cs|fr, easy|normal|…|N
        documented = st.one_of(st.sampled_from(metavar.split("|")), whole_numbers())
    elif metavar in ("SIZE",):
        documented = st.one_of(
            st.sampled_from(["poker", "bridge", "tarot", "a4", "letter", "a3", "mini"]),
            st.builds(
                "{}x{}".format,
                st.sampled_from(["63", "0", "-5", "1e9", "nan", "2000", "10"]),
                st.sampled_from(["88", "0", "1e308", "inf", "3000"]),
            ),
        )
    elif metavar == "MM":
        documented = st.sampled_from(["0", "3", "10", "10.5", "-1", "nan", "inf", "1e308", "x"])
    elif metavar == "X,Y":
        documented = st.sampled_from(["0,0", "1.5,-2", "100,100", "nan,0", "1e308,1", ","])
    else:
        documented = whole_numbers()
    return st.one_of(documented, documented, HOSTILE_TEXTS.filter(lambda text: len(text) < 20_000))


@st.composite
def arguments(draw: st.DrawFn, options: list[argparse.Action]) -> list[str]:
    """Arguments for a command: its required options mostly there, a few others."""
    argv: list[str] = []
    for action in options:
        wanted = draw(st.integers(0, 9)) < (8 if action.required else 2)
        if not wanted:
            continue
        option = action.option_strings[-1]
        if action.nargs == 0:
            argv.append(option)
            continue
        for _ in range(2 if draw(st.integers(0, 9)) == 0 else 1):  # now and then, twice
            argv += [option, draw(option_value(action))]
    return argv
