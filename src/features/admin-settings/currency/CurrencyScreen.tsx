export default function CurrencyScreen() { return <h1 className="text-2xl font-bold">CurrencyScreen</h1>; }
