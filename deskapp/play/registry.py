"""Which driver plays which rule system at the table.

Each system's driver lives in its own module in this package and names its
class ``DRIVER``; the registry finds them, so adding one touches no other file.
"""

from __future__ import annotations

import importlib
import pkgutil

from deskapp import systems
from deskapp.core.errors import UserError
from deskapp.core.play.session import Driver


def driver_classes() -> dict[str, type[Driver]]:
    found: dict[str, type[Driver]] = {}
    for info in pkgutil.iter_modules(systems.__path__):
        if not info.ispkg:
            continue
        module = importlib.import_module(f"{systems.__name__}.{info.name}.driver")
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
