from enum import StrEnum


class ClientRegistrationResponseTypesItem(StrEnum):
    CODE = "code"

    def __str__(self) -> str:
        return str(self.value)
