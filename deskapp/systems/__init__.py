"""deskapp.systems"""
