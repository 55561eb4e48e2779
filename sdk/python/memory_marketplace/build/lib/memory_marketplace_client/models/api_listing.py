from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.api_listing_pricing import ApiListingPricing


T = TypeVar("T", bound="ApiListing")


@_attrs_define
class ApiListing:
    """
    Attributes:
        id (str):
        name (str):
        description (str):
        category (str): Category slug.
        version (str):
        pricing (ApiListingPricing):
        subscribed (bool):
    """

    id: str
    name: str
    description: str
    category: str
    version: str
    pricing: ApiListingPricing
    subscribed: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        description = self.description

        category = self.category

        version = self.version

        pricing = self.pricing.to_dict()

        subscribed = self.subscribed

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "name": name,
                "description": description,
                "category": category,
                "version": version,
                "pricing": pricing,
                "subscribed": subscribed,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.api_listing_pricing import ApiListingPricing  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        description = d.pop("description")

        category = d.pop("category")

        version = d.pop("version")

        pricing = ApiListingPricing.from_dict(d.pop("pricing"))

        subscribed = d.pop("subscribed")

        api_listing = cls(
            id=id,
            name=name,
            description=description,
            category=category,
            version=version,
            pricing=pricing,
            subscribed=subscribed,
        )

        api_listing.additional_properties = d
        return api_listing

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
