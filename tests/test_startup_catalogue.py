"""The systems' catalogue at start-up: kept between starts, never trusted once stale.

Listing the installed systems reads every distribution's metadata, and heading the
campaign list by importing every system loads all their sheets and rules: together
most of a launch's own cost (issue 18). Both are kept in the user's cache; these
tests check that a warm start uses neither, and that an installed, changed or
unknown system is still seen.
"""

from __future__ import annotations

import importlib
import importlib.metadata
import json
import os
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path

import pytest

from deskapp.core import systems

BUILT_IN = ("agents", "founders", "dice_banks", "cinematic")

PLUGIN = """
from deskapp.core.options import TableOptions
from deskapp.core.systems import GameMasterSpec, SystemSpec

SPEC = SystemSpec(
    key="plugged",
    title={title!r},
    order=50,
    rule_prefix="P",
    character=TableOptions,
    blank_character=lambda name: TableOptions(),
    options=TableOptions,
    driver="nowhere:Driver",
    printing="nowhere",
    demo="nowhere:DEMO",
    editor="nowhere:Editor",
    screen="nowhere:Screen",
    game_master=GameMasterSpec("Boss", TableOptions, TableOptions),
)
"""


@pytest.fixture
def fresh_catalogue(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The catalogue as a new process finds it: nothing listed, only the built-in systems
    imported (a test's own registrations stay out)."""
    monkeypatch.setattr(systems, "_installed", {})
    monkeypatch.setattr(systems, "_installed_read", [])
    monkeypatch.setattr(systems, "_headings_checked", {})
    monkeypatch.setattr(systems, "_registered", {key: systems.spec(key) for key in BUILT_IN})
    yield


def start_again(monkeypatch: pytest.MonkeyPatch, imported: tuple[str, ...] = BUILT_IN) -> None:
    """Forget what this process listed and imported, as the next start would."""
    importlib.invalidate_caches()  # the import system's listings of folders
    # importlib.metadata's, which it too keys by the folder's time (the test puts it back)
    finder = importlib.metadata.MetadataPathFinder
    try:
        finder.invalidate_caches()
    except TypeError:  # Python 3.11 left out its @classmethod
        finder.invalidate_caches(finder)  # type: ignore[arg-type]
    monkeypatch.setattr(systems, "_installed", {})
    monkeypatch.setattr(systems, "_installed_read", [])
    monkeypatch.setattr(systems, "_headings_checked", {})
    monkeypatch.setattr(systems, "_registered", {key: systems._registered[key] for key in imported})


def install_plugin(site: Path, title: str = "Plugged in") -> Path:
    """A third-party system installed in ``site``: its module and its distribution's metadata."""
    module = site / "carddesk_plugged.py"
    module.write_text(PLUGIN.format(title=title), encoding="utf-8")
    metadata = site / "carddesk_plugged-1.0.dist-info"
    metadata.mkdir()
    (metadata / "METADATA").write_text(
        "Metadata-Version: 2.1\nName: carddesk-plugged\nVersion: 1.0\n", encoding="utf-8"
    )
    (metadata / "entry_points.txt").write_text(
        "[carddesk.systems]\nplugged = carddesk_plugged:SPEC\n", encoding="utf-8"
    )
    return module


def later(path: Path, seconds: int) -> None:
    """Move a file's or folder's time on, as a later install or edit would."""
    status = path.stat()
    os.utime(path, ns=(status.st_atime_ns, status.st_mtime_ns + seconds * 1_000_000_000))


@pytest.fixture
def site(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A folder on the search path that distributions can be installed into."""
    folder = tmp_path / "site"
    folder.mkdir()
    # Second: the first place is the script's folder, whose time the catalogue ignores.
    monkeypatch.setattr(sys, "path", [sys.path[0], str(folder), *sys.path[1:]])
    yield folder
    sys.modules.pop("carddesk_plugged", None)


def test_a_system_installed_since_the_last_start_is_listed(
    fresh_catalogue: None, site: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert systems.keys() == BUILT_IN  # listed from the metadata, and kept
    install_plugin(site)
    later(site, 5)  # what installing does to the folder
    start_again(monkeypatch)
    assert "plugged" in systems.keys()
    assert systems.spec("plugged").title == "Plugged in"


def test_a_kept_list_is_used_while_the_search_path_is_unchanged(
    fresh_catalogue: None, site: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    systems.keys()
    start_again(monkeypatch)
    assert systems.keys() == BUILT_IN
    assert systems._installed_read == ["cache"]


def test_an_unknown_key_is_looked_up_in_the_metadata_even_with_a_kept_list(
    fresh_catalogue: None, site: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A system installed without changing its folder's time: a campaign that names it
    still finds it."""
    systems.keys()
    status = site.stat()
    install_plugin(site)
    os.utime(site, ns=(status.st_atime_ns, status.st_mtime_ns))  # the time as it was
    start_again(monkeypatch)
    assert "plugged" not in systems.keys()  # the kept list, trusted
    assert systems.is_known("plugged")
    assert systems._installed_read == ["metadata"]
    assert "plugged" in systems.keys()


def test_a_changed_system_module_is_headed_again(
    fresh_catalogue: None, site: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    module = install_plugin(site, "Old name")
    later(site, 5)
    start_again(monkeypatch)
    assert {heading.key: heading.title for heading in systems.headings()}["plugged"] == "Old name"
    start_again(monkeypatch)
    sys.modules.pop("carddesk_plugged", None)
    assert "plugged" not in systems._registered
    assert systems.headings()[-1] == systems.SystemHeading("plugged", "Old name", 50, "Boss")
    assert "carddesk_plugged" not in sys.modules  # headed from the kept list

    module.write_text(PLUGIN.format(title="New name"), encoding="utf-8")
    later(module, 5)
    start_again(monkeypatch)
    assert {heading.key: heading.title for heading in systems.headings()}["plugged"] == "New name"


def test_a_damaged_cache_is_read_again_from_the_metadata(
    fresh_catalogue: None, site: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    systems.keys()
    systems.catalogue_cache_path().write_text("{not json", encoding="utf-8")
    start_again(monkeypatch)
    assert systems.keys() == BUILT_IN
    assert systems._installed_read == ["metadata"]
    assert json.loads(systems.catalogue_cache_path().read_text(encoding="utf-8"))["lists"]


WINDOW = textwrap.dedent(
    """
    import json, sys
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication
    from deskapp.core.store.locations import RecentCampaigns
    from deskapp.ui.app import create_application, open_startup_campaign
    from deskapp.ui.controller import CampaignController
    from deskapp.ui.main_window import MainWindow

    app = create_application(sys.argv[:1])
    campaign, _ = open_startup_campaign(__import__("pathlib").Path(sys.argv[1]), RecentCampaigns())
    window = MainWindow(QSettings(), CampaignController(campaign, RecentCampaigns()))
    window.show()
    app.processEvents()
    from deskapp.ui.campaign_list import CHARACTER_ID_ROLE, GAME_MASTER_ROLE
    model = window.character_model
    tree = []  # each system's row, and the rows listed under it
    for row in range(model.rowCount()):
        index = model.index(row, 0)
        if index.data(CHARACTER_ID_ROLE) is None and index.data(GAME_MASTER_ROLE) is None:
            tree.append([index.data(), []])
        else:
            tree[-1][1].append(index.data())
    loaded = sorted(name for name in sys.modules if name.startswith("deskapp.systems."))
    heavy = sorted(
        name for name in ("PIL", "reportlab", "importlib.metadata", "deskapp.core.exchange",
                          "deskapp.core.printing") if name in sys.modules
    )
    # Then the user opens the first agent: the system's code comes as it is needed.
    window.campaign_list.setCurrentIndex(model.index(2, 0))  # after Coordinator's cards
    app.processEvents()
    page = window.character_page
    opened = {
        "name": page.name_edit.text(),
        "editor": type(page.editor_stack.currentWidget()).__name__,
        "cards": window.card_preview_dock.choice.count(),
    }
    print(json.dumps({"tree": tree, "loaded": loaded, "heavy": heavy, "opened": opened}))
    window.close()
    """
)


@pytest.mark.slow
def test_a_warm_start_lists_the_campaign_without_loading_a_system(tmp_path: Path) -> None:
    """The first window of a second start: the same tree — systems, GM rows and characters,
    as the user sees them — with no system's code, no Pillow, ReportLab or metadata
    loaded (issue 18: launch within 2× of a bare window)."""
    campaign = tmp_path / "demo.carddesk"
    subprocess.run(
        [sys.executable, "-m", "deskapp", "demo", str(campaign)],
        check=True,
        capture_output=True,
    )
    environment = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    runs = [
        json.loads(
            subprocess.run(
                [sys.executable, "-c", WINDOW, str(campaign)],
                check=True,
                capture_output=True,
                text=True,
                env=environment,
                timeout=120,
            ).stdout
        )
        for _ in range(2)
    ]
    first, second = runs
    assert first["loaded"]  # the first start headed the systems by importing them
    assert second["loaded"] == [] and second["heavy"] == []
    assert second["tree"] == first["tree"]
    titles = [title for title, _ in second["tree"]]
    assert titles == ["Agents (3)", "Founders (3)", "Dice banks (2)", "Cinematic cards (3)"]
    assert all(children for _, children in second["tree"])  # the demo has someone in each
    assert second["opened"] == first["opened"]
    assert second["opened"]["name"] == second["tree"][0][1][1]  # after the Coordinator's row
    assert second["opened"]["editor"] != "NoneType" and second["opened"]["cards"] > 0


CHECK = textwrap.dedent(
    """
    import json, sys
    from deskapp.cli import main
    code = main(sys.argv[1:])
    sys.stdout.flush()
    print(json.dumps(sorted(name for name in sys.modules if name.startswith("deskapp.systems."))))
    """
)


@pytest.mark.slow
def test_a_warm_check_command_imports_only_its_own_system() -> None:
    """``deskapp check founders`` lists every system's check command from the kept headings
    and imports Founders alone (its floor is ``import deskapp.systems.founders``)."""

    def check(*arguments: str) -> tuple[str, list[str]]:
        finished = subprocess.run(
            [sys.executable, "-c", CHECK, "check", *arguments],
            check=True,
            capture_output=True,
            text=True,
            timeout=120,
        )
        *output, modules = finished.stdout.strip().splitlines()
        return "\n".join(output), json.loads(modules)

    cold, cold_modules = check("founders", "--tags", "+2 -1", "--dice", "3 4", "--json")
    warm, warm_modules = check("founders", "--tags", "+2 -1", "--dice", "3 4", "--json")
    assert warm == cold and json.loads(warm)  # the same answer
    assert any(name.startswith("deskapp.systems.agents") for name in cold_modules)
    assert {name.split(".")[2] for name in warm_modules} == {"founders"}
