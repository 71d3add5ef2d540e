"""deskapp.systems.dice_banks.ui"""
