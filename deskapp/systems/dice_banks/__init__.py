"""deskapp.systems.dice_banks"""
