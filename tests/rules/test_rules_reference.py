"""The rules reference is the project's own and ships with the app (issue 13).

deskapp/rules/ is the one copy: installed as package data for Help → Rules reference,
and reached as docs/rules/ (a link) by readers of the repository. Nothing outside the
repository is needed.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from deskapp.core import systems
from deskapp.ui.rules_reference import reference_file, system_of

ROOT = Path(__file__).parents[2]
DOCS = ROOT / "docs" / "rules"
SHIPPED = ROOT / "deskapp" / "rules"
OPTIONS = {spec.key: spec.options for spec in systems.specs()}
FILES = {spec.key: spec.rules_page.name for spec in systems.specs() if spec.rules_page}
"""Each rule system's reference file, by system key."""


def test_docs_rules_is_the_shipped_reference_not_a_second_copy() -> None:
    assert DOCS.resolve() == SHIPPED.resolve()
    assert {p.name for p in SHIPPED.glob("*.md")} >= {*FILES.values(), "README.md"}
    # The translations live in their own folders, never beside the English files.
    assert {p.name for p in SHIPPED.glob("*.md")} == {*FILES.values(), "README.md"}


@pytest.mark.parametrize("system", sorted(FILES))
def test_the_app_reads_each_systems_reference_from_its_package(system: str) -> None:
    assert reference_file(system, "en")[0] == (DOCS / FILES[system]).read_text(encoding="utf-8")


@pytest.mark.parametrize("system", sorted(OPTIONS))
def test_every_table_option_is_in_the_reference_with_its_default(system: str) -> None:
    text = (DOCS / FILES[system]).read_text(encoding="utf-8")
    for name, default, _help in OPTIONS[system].describe():
        shown = "null" if default is None else str(default).lower()
        row = re.search(rf"^\| `{name}` \|[^\n]*\| `{re.escape(shown)}` \|", text, re.MULTILINE)
        assert row, f"{FILES[system]} has no table-options row for `{name}` with default `{shown}`"


def test_nothing_in_the_project_reads_the_teams_shared_folder() -> None:
    for path in [*ROOT.glob("deskapp/**/*.py"), *ROOT.glob("tests/**/*.py"), ROOT / ".ci" / "run"]:
        if path == Path(__file__):
            continue
        assert "../shared" not in path.read_text(encoding="utf-8"), path


def test_every_system_has_a_reference_and_its_rule_ids_lead_to_it() -> None:
    assert sorted(FILES) == sorted(OPTIONS)
    for spec in systems.specs():
        assert system_of(f"{spec.rule_prefix.lower()}-07") == spec.key
    assert system_of("Z-07") is None and system_of("A-7") is None


@pytest.mark.parametrize("language", ["en", "cs", "fr"])
@pytest.mark.parametrize("system", sorted(FILES))
def test_the_reference_a_player_reads_names_no_files_of_the_team(
    system: str, language: str
) -> None:
    """The heading once named the team's source file ("seed 000_….txt"): no file names,
    in any language."""
    text = reference_file(system, language)[0]
    heading = text.splitlines()[0]
    assert ".txt" not in heading and "seed" not in heading
    assert not re.search(r"\b\w+\.txt\b", text)
