"""One pure module per rule system: agents, founders, dice_banks, cinematic.

Each takes explicit inputs — including the cards drawn or the dice rolled — and
returns explicit results; randomness comes from the deck engine or injected dice.
"""
