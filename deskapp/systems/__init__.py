"""The rule systems, one package each: ``agents``, ``founders``, ``dice_banks``, ``cinematic``.

Everything about one rule system lives in its package: its pure rules, its
sheet models (``sheet.py``), its table driver (``driver.py``), its printed cards
(``printing.py``), its ``deskapp check`` command (``check.py``), its demo group
(``demo.py``), and in ``ui/`` its Qt editor and table screen. The package's
``SPEC`` (a :class:`deskapp.core.systems.SystemSpec`) describes it to the rest
of the app, and ``pyproject.toml`` registers it (the ``carddesk.systems`` entry
points): adding a system is adding a package and one line there. No system
imports another, and nothing outside a system's package imports it.
"""
