export default function ShippingScreen() { return <h1 className="text-2xl font-bold">ShippingScreen</h1>; }
