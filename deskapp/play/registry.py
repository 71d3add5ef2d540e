"""Which driver plays which rule system at the table.

Each system's driver lives in its own module in this package and names its
class ``DRIVER``; the registry finds them, so adding one touches no other file.
"""

from __future__ import annotations

import importlib
import pkgutil

from deskapp import play
from deskapp.errors import UserError
from deskapp.play.session import Driver

_NOT_DRIVERS = {"recording", "registry", "session"}


def driver_classes() -> dict[str, type[Driver]]:
    found: dict[str, type[Driver]] = {}
    for info in pkgutil.iter_modules(play.__path__):
        if info.name in _NOT_DRIVERS or info.name.startswith("_"):
            continue
        module = importlib.import_module(f"{play.__name__}.{info.name}")
        driver = getattr(module, "DRIVER", None)
        if driver is not None:
            found[driver.SYSTEM] = driver
    return found


def driver_class(system: str) -> type[Driver]:
    drivers = driver_classes()
    try:
        return drivers[system]
    except KeyError:
        raise UserError(f"there is no play table for the rule system '{system}'") from None
