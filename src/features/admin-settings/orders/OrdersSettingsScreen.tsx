export default function OrdersSettingsScreen() { return <h1 className="text-2xl font-bold">OrdersSettingsScreen</h1>; }
