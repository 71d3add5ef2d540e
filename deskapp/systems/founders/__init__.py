"""deskapp.systems.founders"""
