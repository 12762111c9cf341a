"""placeholder: filled below"""
