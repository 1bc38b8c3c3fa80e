export default function CountdownScreen() { return <h1 className="text-2xl font-bold">CountdownScreen</h1>; }
