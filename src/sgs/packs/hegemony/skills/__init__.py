"""The standard hegemony roster's skills, one module per kingdom."""
