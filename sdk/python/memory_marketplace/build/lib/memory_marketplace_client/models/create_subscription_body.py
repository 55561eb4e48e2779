from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.create_subscription_body_metadata import CreateSubscriptionBodyMetadata


T = TypeVar("T", bound="CreateSubscriptionBody")


@_attrs_define
class CreateSubscriptionBody:
    """
    Example:
        {'api_id': 'api_weather', 'plan_id': 'plan_pro', 'metadata': {'team': 'forecasting'}}

    Attributes:
        api_id (str):
        plan_id (str):
        metadata (CreateSubscriptionBodyMetadata | Unset):
    """

    api_id: str
    plan_id: str
    metadata: CreateSubscriptionBodyMetadata | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        api_id = self.api_id

        plan_id = self.plan_id

        metadata: dict[str, Any] | Unset = UNSET
        if not isinstance(self.metadata, Unset):
            metadata = self.metadata.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "api_id": api_id,
                "plan_id": plan_id,
            }
        )
        if metadata is not UNSET:
            field_dict["metadata"] = metadata

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.create_subscription_body_metadata import CreateSubscriptionBodyMetadata  # noqa: PLC0415

        d = dict(src_dict)
        api_id = d.pop("api_id")

        plan_id = d.pop("plan_id")

        _metadata = d.pop("metadata", UNSET)
        metadata: CreateSubscriptionBodyMetadata | Unset
        if isinstance(_metadata, Unset):
            metadata = UNSET
        else:
            metadata = CreateSubscriptionBodyMetadata.from_dict(_metadata)

        create_subscription_body = cls(
            api_id=api_id,
            plan_id=plan_id,
            metadata=metadata,
        )

        create_subscription_body.additional_properties = d
        return create_subscription_body

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
