from enum import StrEnum


class SubscriptionObject(StrEnum):
    SUBSCRIPTION = "subscription"

    def __str__(self) -> str:
        return str(self.value)
